// Phone and email normalisation (issue #6): what learners type, and what the account stores.
import { describe, expect, it } from "vitest";
import { normalizeEmail, normalizePhone, parseIdentifier, readPhone } from "./identifiers";

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

// Issue #12: Mauritania's numbering plan (libphonenumber's full metadata), not only the length.
// Allocated: fixed lines 250, 258, 35x, 451–457; mobiles 2x, 3x, 4x except 25 and 45.
describe("readPhone and the numbering plan", () => {
  it.each([
    ["25 12 34 56"],
    ["+222 25 12 34 56"],
    ["45 81 23 45"],
    ["0022245912345"],
    ["45 01 23 45"],
    ["12345678"],
    ["99 12 34 56"],
    ["٢٥١٢٣٤٥٦"],
  ])("%j has 8 digits in no allocated range: refused as not in use", (input) => {
    expect(readPhone(input)).toEqual({ ok: false, problem: "unallocated" });
    expect(normalizePhone(input)).toBeNull();
  });

  it.each([
    ["25 01 23 45", "+22225012345"], // fixed line, Nouakchott
    ["25 81 23 45", "+22225812345"],
    ["35 12 34 56", "+22235123456"],
    ["45 71 23 45", "+22245712345"],
    ["20 12 34 56", "+22220123456"],
    ["49 12 34 56", "+22249123456"],
  ])("%j is in an allocated range", (input, expected) => {
    expect(readPhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([["2212345"], ["221234567"], ["abc"], [""], ["+222"]])(
    "%j is not a number at all",
    (input) => {
      expect(readPhone(input)).toEqual({ ok: false, problem: "invalid" });
    },
  );

  it.each([
    // Decision 0013: other countries are welcome in international form, by their own plan.
    ["+221 77 123 45 67", "+221771234567"], // Senegal, mobile
    ["00221 70 123 45 67", "+221701234567"],
    ["+33 6 12 34 56 78", "+33612345678"], // France
    ["+34 612 34 56 78", "+34612345678"], // Spain
    ["+1 202 555 0143", "+12025550143"],
  ])("a foreign number in international form: %j", (input, expected) => {
    expect(readPhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    ["77 123 45 67"], // Senegalese, without +221: read as Mauritanian, 9 digits
    ["06 12 34 56 78"], // French, without +33
    ["+221 12 345 67 89"], // no Senegalese number starts with 1
    ["+33 0 12 34 56 78"],
  ])("a foreign number without its code, or outside its country's plan: %j", (input) => {
    expect(readPhone(input)).toEqual({ ok: false, problem: "invalid" });
  });

  it("sign-in still reads a number the earlier, length-only check accepted", () => {
    // Accounts made before this check keep their name: sign-in looks them up.
    expect(parseIdentifier("25 12 34 56")).toEqual({ phone: "+22225123456" });
    expect(parseIdentifier("2212345")).toBeNull();
  });
});
