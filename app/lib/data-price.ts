// The price of a gigabyte of mobile data (issue #28), as the administrator sets it in MRU: lesson
// pages show each version's cost with it. Stored as the text the form normalised ("25", "12.5").

/** Above any real price (a gigabyte costs tens of ouguiyas): a typo, not a price. */
export const MAX_DATA_PRICE = 100_000;

/**
 * The price a form field or stored value holds: a number ≥ 0 with at most 2 decimals (a comma
 * is read as the decimal point, as French writes it); null for empty. `invalid` otherwise.
 */
export function parseDataPrice(input: string | null | undefined): number | null | "invalid" {
  const text = (input ?? "").trim().replace(",", ".");
  if (text === "") return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return "invalid";
  const price = Number(text);
  return price > MAX_DATA_PRICE ? "invalid" : price;
}

/** The price pages show costs with: null (no cost shown) when unset, 0 or unreadable. */
export function shownDataPrice(stored: string | null): number | null {
  const price = parseDataPrice(stored);
  return typeof price === "number" && price > 0 ? price : null;
}
