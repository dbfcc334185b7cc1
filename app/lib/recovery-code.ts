// A learner's recovery code as people read and type it (issue #27, decision 0043): 16 digits,
// shown in groups of four, typed with Latin or Arabic-Indic digits, with or without the spaces.

export const RECOVERY_CODE_DIGITS = 16;

/** ٠١٢٣٤٥٦٧٨٩ (Arabic-Indic) and ۰۱۲۳۴۵۶۷۸۹ (Eastern Arabic-Indic, as Persian keyboards type). */
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** The 16 Latin digits of what was typed, or null when it is not a code's shape. */
export function readRecoveryCode(input: string): string | null {
  let digits = "";
  for (const character of input) {
    const code = character.codePointAt(0) ?? 0;
    if (character >= "0" && character <= "9") digits += character;
    else if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) {
      digits += String(code - ARABIC_INDIC_ZERO);
    } else if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9) {
      digits += String(code - EASTERN_ARABIC_INDIC_ZERO);
    } else if (!/[\s\-‐‑–—.]/u.test(character)) return null;
    if (digits.length > RECOVERY_CODE_DIGITS) return null;
  }
  return digits.length === RECOVERY_CODE_DIGITS ? digits : null;
}

/** `1234 5678 9012 3456`: four groups of four, easier to copy onto paper without a slip. */
export function formatRecoveryCode(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
