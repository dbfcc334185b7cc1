import { describe, expect, it } from "vitest";
import { formatRecoveryCode, readRecoveryCode } from "./recovery-code";

describe("recovery codes as typed", () => {
  it("reads 16 digits typed with or without spaces or dashes, Latin or Arabic-Indic", () => {
    for (const typed of [
      "1234567890123456",
      "1234 5678 9012 3456",
      " 1234-5678-9012-3456 ",
      "١٢٣٤ ٥٦٧٨ ٩٠١٢ ٣٤٥٦",
      "۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶",
      "1234 ٥٦٧٨ 9012 ٣٤٥٦",
    ]) {
      expect(readRecoveryCode(typed), typed).toBe("1234567890123456");
    }
  });

  it("refuses too few or too many digits, letters and other characters", () => {
    for (const typed of [
      "",
      "123456789012345",
      "12345678901234567",
      "1234 5678 9012 345a",
      "1234/5678/9012/3456",
    ]) {
      expect(readRecoveryCode(typed), typed).toBeNull();
    }
  });

  it("groups a code by four for reading", () => {
    expect(formatRecoveryCode("1234567890123456")).toBe("1234 5678 9012 3456");
  });
});
