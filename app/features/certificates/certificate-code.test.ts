// Certificate codes (issue #16, decision 0031): 100 random bits in Crockford base32, four groups.
import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  CODE_BITS,
  CODE_PATTERN,
  generateCertificateCode,
  isCertificateCode,
} from "./certificate-code";

describe("certificate codes", () => {
  it("carry at least 96 random bits in an unambiguous, URL-safe alphabet", () => {
    expect(CODE_BITS).toBeGreaterThanOrEqual(96);
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(encodeURIComponent(generateCertificateCode())).toMatch(CODE_PATTERN);
  });

  it("are all different and use every character evenly", () => {
    const codes = Array.from({ length: 5000 }, generateCertificateCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isCertificateCode(code)).toBe(true);
    const counts = new Map<string, number>();
    for (const c of codes.join("").replace(/-/g, "")) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 100,000 characters, 3125 expected each; a uniform source stays well inside ±15 %.
    for (const n of counts.values()) expect(Math.abs(n - 3125)).toBeLessThan(470);
  });

  it("refuses anything but the canonical spelling", () => {
    const code = generateCertificateCode();
    for (const bad of [
      code.toLowerCase(),
      code.replace(/-/g, ""),
      ` ${code}`,
      "ILOU0-00000-00000-00000",
      7,
    ]) {
      expect(isCertificateCode(bad), String(bad)).toBe(false);
    }
  });
});
