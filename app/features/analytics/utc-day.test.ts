import { describe, expect, it } from "vitest";
import { parseReportRange } from "./report-range";
import { addDays, daysBetween, isUtcDay, utcDay } from "./utc-day";

describe("UTC days", () => {
  it("names, adds and lists days in UTC", () => {
    expect(utcDay(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(isUtcDay("2026-02-28")).toBe(true);
    expect(isUtcDay("2026-02-30")).toBe(false);
    expect(isUtcDay("22/11/2026")).toBe(false);
  });
});

describe("the report's range", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const parse = (query: string) => parseReportRange(new URLSearchParams(query), now);

  it("defaults to the last 30 days, today included", () => {
    expect(parse("")).toEqual({ from: "2026-10-24", to: "2026-11-22", valid: true });
  });

  it("takes a chosen range", () => {
    expect(parse("from=2026-11-01&to=2026-11-07")).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      valid: true,
    });
  });

  it("ends at today at the latest and spans a year at most", () => {
    expect(parse("from=2026-11-20&to=2027-01-01")).toEqual({
      from: "2026-11-20",
      to: "2026-11-22",
      valid: true,
    });
    expect(parse("from=2020-01-01&to=2026-11-22").from).toBe("2025-11-22");
  });

  it("falls back to the default on nonsense, and says so", () => {
    expect(parse("from=yesterday")).toEqual({ from: "2026-10-24", to: "2026-11-22", valid: false });
    expect(parse("from=2026-11-10&to=2026-11-01")).toEqual({
      from: "2026-10-24",
      to: "2026-11-22",
      valid: false,
    });
  });
});
