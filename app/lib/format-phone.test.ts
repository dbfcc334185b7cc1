import { describe, expect, it } from "vitest";
import { formatPhoneForReading } from "./format-phone";

describe("formatPhoneForReading", () => {
  it.each([
    ["+22222123456", "+222 22 12 34 56"],
    ["+22236123456", "+222 36 12 34 56"],
    ["+22245251234", "+222 45 25 12 34"],
    ["+22280012345", "+222 80 01 23 45"],
  ])("groups the Mauritanian number %s in pairs", (stored, shown) => {
    expect(formatPhoneForReading(stored)).toBe(shown);
  });

  it("leaves other countries' numbers as stored (their grouping is their plan's)", () => {
    expect(formatPhoneForReading("+221771234567")).toBe("+221771234567");
    expect(formatPhoneForReading("+33612345678")).toBe("+33612345678");
  });

  it("leaves what is not a stored Mauritanian number unchanged", () => {
    for (const value of [
      "",
      "aicha@example.mr",
      "+2222212345",
      "+222221234567",
      "22123456",
      "+222 22 12 34 56",
      "+222٢٢١٢٣٤٥٦",
    ]) {
      expect(formatPhoneForReading(value)).toBe(value);
    }
  });
});
