// The name on certificates (issue #16): what is kept, what is refused and why.
import { describe, expect, it } from "vitest";
import { checkCertificateName, checkLatinCertificateName, nameDirection } from "./certificate-name";

describe("the name on certificates", () => {
  it.each([
    ["مريم بنت أحمد", "مريم بنت أحمد"],
    ["  محمد   ولد\tعبد الله ", "محمد ولد عبد الله"],
    ["Aïcha Mint Mohamed", "Aïcha Mint Mohamed"],
    // NFD input is stored composed.
    ["Aïcha".normalize("NFD"), "Aïcha"],
    ["Jean-Baptiste O’Neil Jr.", "Jean-Baptiste O’Neil Jr."],
    ["مُحَمَّد", "مُحَمَّد"],
    ["Al", "Al"],
  ])("keeps %j as %j", (raw, stored) => {
    expect(checkCertificateName(raw)).toEqual({ ok: true, name: stored });
  });

  it.each([
    [undefined, "certificates.name.missing"],
    ["   ", "certificates.name.missing"],
    ["م", "certificates.name.length"],
    ["a".repeat(81), "certificates.name.length"],
    ["Aicha مريم", "certificates.name.mixed"],
    ["مريم\u202E بنت", "certificates.name.characters"],
    ["Ali\u0000", "certificates.name.characters"],
    ["Ali\u0007 Baba", "certificates.name.characters"],
    ["Agent 007", "certificates.name.characters"],
    ["مريم ١٢٣", "certificates.name.characters"],
    ["<script>alert(1)</script>", "certificates.name.characters"],
    ["Мария", "certificates.name.characters"],
    ["'.-", "certificates.name.characters"],
  ])("refuses %j", (raw, error) => {
    expect(checkCertificateName(raw)).toEqual({ ok: false, error });
  });

  it("accepts exactly the limits", () => {
    expect(checkCertificateName("a".repeat(80)).ok).toBe(true);
    expect(checkCertificateName("بب").ok).toBe(true);
  });

  it("tells the direction by the script", () => {
    expect(nameDirection("مريم")).toBe("rtl");
    expect(nameDirection("Aicha")).toBe("ltr");
  });
});

describe("the name in Latin letters (issue #27)", () => {
  it.each([
    [undefined, ""],
    ["", ""],
    ["   ", ""],
    ["  Aïcha   Mint\tMohamed ", "Aïcha Mint Mohamed"],
    ["Aïcha".normalize("NFD"), "Aïcha"],
    ["Jean-Baptiste O’Neil", "Jean-Baptiste O’Neil"],
    ["D'Artagnan", "D'Artagnan"],
    ["Al", "Al"],
  ])("keeps %j as %j", (raw, stored) => {
    expect(checkLatinCertificateName(raw)).toEqual({ ok: true, name: stored });
  });

  it.each([
    ["A", "certificates.latinName.length"],
    ["a".repeat(81), "certificates.latinName.length"],
    ["مريم", "certificates.latinName.characters"],
    ["Aicha مريم", "certificates.latinName.characters"],
    ["Jr. Smith", "certificates.latinName.characters"],
    ["Agent 007", "certificates.latinName.characters"],
    ["Мария", "certificates.latinName.characters"],
    ["Ali\u202E Baba", "certificates.latinName.characters"],
    ["<b>Ali</b>", "certificates.latinName.characters"],
    ["'--'", "certificates.latinName.characters"],
    [42, "certificates.latinName.characters"],
  ])("refuses %j", (raw, error) => {
    expect(checkLatinCertificateName(raw)).toEqual({ ok: false, error });
  });

  it("accepts exactly the limits", () => {
    expect(checkLatinCertificateName("a".repeat(80)).ok).toBe(true);
    expect(checkLatinCertificateName("ab").ok).toBe(true);
  });
});
