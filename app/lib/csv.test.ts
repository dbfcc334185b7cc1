import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte-order mark and ends each row with CRLF", () => {
    expect(
      toCsv([
        ["الاسم", "Score"],
        ["مريم", 80],
      ]),
    ).toBe("\uFEFFالاسم,Score\r\nمريم,80\r\n");
  });

  it("quotes cells with separators, quotes and line breaks", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it.each(["=1+1", "+222 22 12 34 56", "-2+3", "@SUM(A1)", "\tX", "\rX"])(
    "neutralises %j so that no spreadsheet evaluates it",
    (cell) => {
      const written = csvCell(cell);
      expect(written.startsWith("\"'")).toBe(true);
      expect(written).toContain(cell);
    },
  );

  it("writes numbers as numbers, negative ones too", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
});
