// The learner's name as it should appear on certificates (issue #16, decision 0031): Arabic or
// Latin letters, the way a person writes their own name. It is printed on a document others will
// trust, so what is refused is what could make it lie or break: control and formatting
// characters (a right-to-left override could reorder what a reader sees), digits and symbols,
// two scripts at once (the reading order of a mixed line depends on the viewer), and lengths no
// name has. Safe on both sides: the forms show the same limits the server applies.
import type { MessageKey } from "~/i18n/ar";

export const CERTIFICATE_NAME_MIN = 2;
export const CERTIFICATE_NAME_MAX = 80;

export type CertificateNameResult = { ok: true; name: string } | { ok: false; error: MessageKey };

/** Controls and invisible formatting, except the joiners some Arabic and Persian names use. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
const JOINERS = /[\u200C\u200D]/gu;
/** Each character: a letter or mark of either script, a space, or the punctuation names use. */
const ALLOWED = /^[\p{Script=Arabic}\p{Script=Latin}\p{M} '’.\-\u200C\u200D]+$/u;
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/u;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/u;

/** The name as it will be stored (NFC, trimmed, single spaces), or the problem with it. */
export function checkCertificateName(raw: unknown): CertificateNameResult {
  if (typeof raw !== "string") return { ok: false, error: "certificates.name.missing" };
  // A pasted tab or line break is not worth an error: it becomes a space below.
  if (FORBIDDEN.test(raw.replace(JOINERS, "").replace(/[\t\n\r]/g, " "))) {
    return { ok: false, error: "certificates.name.characters" };
  }
  const name = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (!name) return { ok: false, error: "certificates.name.missing" };
  const length = [...name].length;
  if (length < CERTIFICATE_NAME_MIN || length > CERTIFICATE_NAME_MAX) {
    return { ok: false, error: "certificates.name.length" };
  }
  // Arabic-Indic digits belong to the Arabic script, but no name has them.
  if (!ALLOWED.test(name) || ARABIC_DIGITS.test(name)) {
    return { ok: false, error: "certificates.name.characters" };
  }
  const arabic = ARABIC_LETTER.test(name);
  const latin = LATIN_LETTER.test(name);
  if (arabic && latin) return { ok: false, error: "certificates.name.mixed" };
  if (!arabic && !latin) return { ok: false, error: "certificates.name.characters" };
  return { ok: true, name };
}

/** "rtl" for a name in Arabic letters: the page and the image set its direction by it. */
export function nameDirection(name: string): "rtl" | "ltr" {
  return ARABIC_LETTER.test(name) ? "rtl" : "ltr";
}

// The name in Latin letters (issue #27): optional, for the French and English certificates of a
// learner whose name on certificates is in Arabic letters. Stricter than the name itself: Latin
// letters (with their accents), spaces, hyphens and apostrophes only, so what prints on a French
// or English certificate is a name an employer can read and type.
export const CERTIFICATE_LATIN_NAME_MAX = 80;
const LATIN_ALLOWED = /^[\p{Script=Latin}\p{M} '’-]+$/u;

export type LatinNameResult = { ok: true; name: string } | { ok: false; error: MessageKey };

/** The Latin-letter name as it will be stored ('' when left empty), or the problem with it. */
export function checkLatinCertificateName(raw: unknown): LatinNameResult {
  if (raw === undefined || raw === null) return { ok: true, name: "" };
  if (typeof raw !== "string") return { ok: false, error: "certificates.latinName.characters" };
  if (FORBIDDEN.test(raw.replace(/[\t\n\r]/g, " "))) {
    return { ok: false, error: "certificates.latinName.characters" };
  }
  const name = raw.normalize("NFC").replace(/\s+/gu, " ").trim();
  if (!name) return { ok: true, name: "" };
  const length = [...name].length;
  if (length < CERTIFICATE_NAME_MIN || length > CERTIFICATE_LATIN_NAME_MAX) {
    return { ok: false, error: "certificates.latinName.length" };
  }
  if (!LATIN_ALLOWED.test(name) || !LATIN_LETTER.test(name)) {
    return { ok: false, error: "certificates.latinName.characters" };
  }
  return { ok: true, name };
}
