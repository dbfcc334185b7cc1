// Phone and email normalisation (issue #6): what learners type, and what the account stores.
import { describe, expect, it } from "vitest";
import { normalizeEmail, normalizePhone, parseIdentifier } from "./identifiers";

describe("normalizePhone", () => {
  it.each([
    // Mauritanian numbers as people type them: 8 digits, with or without +222 / 00222.
    ["22123456", "+22222123456"],
    ["36123456", "+22236123456"],
    ["46123456", "+22246123456"],
    ["45251234", "+22245251234"],
    ["+22222123456", "+22222123456"],
    ["0022222123456", "+22222123456"],
    ["222 22123456", "+22222123456"],
    // Spaces, dashes, dots, brackets, in any grouping.
    ["22 12 34 56", "+22222123456"],
    ["22-12-34-56", "+22222123456"],
    ["+222 36-12-34-56", "+22236123456"],
    ["(+222) 46.12.34.56", "+22246123456"],
    ["  +222 4 5 2 5 1 2 3 4  ", "+22245251234"],
    // Arabic-Indic digits (as Arabic keyboards type them), and Eastern Arabic-Indic ones.
    ["٢٢١٢٣٤٥٦", "+22222123456"],
    ["+٢٢٢ ٣٦ ١٢ ٣٤ ٥٦", "+22236123456"],
    ["۴۶۱۲۳۴۵۶", "+22246123456"],
    // Direction marks pasted from right-to-left text.
    ["\u200e+222 22 12 34 56\u200f", "+22222123456"],
    // Other countries keep their own code.
    ["+33 6 12 34 56 78", "+33612345678"],
    ["00212 612-345678", "+212612345678"],
  ])("%j → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    [""],
    ["abc"],
    ["12345678"], // no Mauritanian number starts with 1
    ["99123456"],
    ["2212345"], // 7 digits
    ["221234567"], // 9 digits
    ["+222 2212345"],
    ["22123456x"],
    ["+22222123456; DROP TABLE learners"],
    ["++22222123456"],
    ["2".repeat(40)],
    ["name@example.com"],
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("normalizeEmail", () => {
  it.each([
    ["Aicha@Example.MR", "aicha@example.mr"],
    ["  sidi.ahmed+courses@mail.example.com ", "sidi.ahmed+courses@mail.example.com"],
    ["a@b.co", "a@b.co"],
  ])("%j → %s", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each([
    [""],
    ["aicha"],
    ["aicha@"],
    ["@example.com"],
    ["aicha@example"],
    ["aicha@@example.com"],
    ["ai cha@example.com"],
    ["aicha@example..com"],
    ["aicha@.example.com"],
    [`${"a".repeat(250)}@example.com`],
  ])("refuses %j", (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });
});

describe("parseIdentifier", () => {
  it("reads an @ as an email and anything else as a phone number", () => {
    expect(parseIdentifier("Aicha@Example.mr")).toEqual({ email: "aicha@example.mr" });
    expect(parseIdentifier("22 12 34 56")).toEqual({ phone: "+22222123456" });
    expect(parseIdentifier("not an identifier")).toBeNull();
    expect(parseIdentifier("x@y")).toBeNull();
  });
});
