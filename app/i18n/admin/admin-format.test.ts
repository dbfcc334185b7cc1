// Times past midnight read "00:30" in every language, on the server as in the browser: Node's ICU
// turns `hour12: false` into a 24-hour cycle ending at 24 in Arabic ("24:30"), which browsers do
// not, so a page rendered between 00:00 and 01:00 UTC failed to hydrate.
import { describe, expect, it } from "vitest";
import { adminDateFormat } from "./admin-format";

const HALF_PAST_MIDNIGHT = new Date("2026-11-29T00:30:00Z");

describe("admin times", () => {
  it.each(["ar", "fr", "en"] as const)("write half past midnight as 00:30 in %s", (locale) => {
    const text = adminDateFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(HALF_PAST_MIDNIGHT);
    expect(text).toContain("00:30");
    expect(text).not.toContain("24:");
  });
});
