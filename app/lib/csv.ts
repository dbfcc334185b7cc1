// Writing CSV files people open in a spreadsheet (issue #29: the class grid's export, the donor
// report). One writer, so every download has the same three protections:
// - UTF-8 with a byte-order mark: without it, Excel reads the file in the machine's code page and
//   every Arabic name turns into Ã˜Â§.
// - RFC 4180 quoting: a cell with a comma, semicolon, quote or line break is quoted, quotes doubled.
// - CSV injection (OWASP): a cell that begins with =, +, -, @, a tab or a carriage return is a
//   formula to a spreadsheet; it gets a leading apostrophe, which spreadsheets show as text.

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** A cell as text a spreadsheet shows and never evaluates. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text.startsWith("'") ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, comma-separated cells, CRLF line ends (RFC 4180). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
