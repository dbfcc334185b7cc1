// One normalisation for search, applied identically to indexed text and to queries (issue #4):
// people write أساسيات, اساسيات and أَسَاسِيَّات for the same word, and expect all three to match.

const LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
const LETTER_PATTERN = /[\u0623\u0625\u0622\u0671\u0629\u0649\u0624\u0626]/g;

// Harakat U+064B–U+065F, superscript alef U+0670 and Latin combining accents (U+0300–U+036F,
// exposed by NFD). Tatweel U+0640 is a letter-like filler, stripped on its own.
const MARKS = /[\u064B-\u065F\u0670\u0300-\u036F]/gu;
const TATWEEL = /\u0640/g;

// Arabic-Indic (U+0660–U+0669) and Eastern Arabic-Indic (U+06F0–U+06F9) digits.
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const digitValue = (d: string) => String((d.codePointAt(0) ?? 0) & 0x0f);

export function normalizeSearchText(text: string): string {
  return (
    text
      // NFKC first: presentation forms (ﻷ, ﺃ…) and full-width Latin become plain letters.
      .normalize("NFKC")
      .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
      .normalize("NFD")
      .replace(MARKS, "")
      .replace(TATWEEL, "")
      .normalize("NFC")
      .toLowerCase()
      .replace(DIGITS, digitValue)
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The words of a text as search sees them: runs of letters and digits, normalised. */
export function searchTokens(text: string): string[] {
  return normalizeSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// The definite article and the one-letter particles that attach to it: people search for
// "تسويق" and expect "التسويق" and "والتسويق". Checked longest first, after normalisation.
const ARTICLES = ["وال", "بال", "كال", "فال", "لل", "ال"];
/** Shorter remainders are too often part of the word itself (الله, الف…). */
const MIN_STEM_LENGTH = 3;

/** A normalised word without its leading article, or the word itself when it has none. */
export function withoutArticle(token: string): string {
  const article = ARTICLES.find((a) => token.startsWith(a));
  return article && token.length - article.length >= MIN_STEM_LENGTH
    ? token.slice(article.length)
    : token;
}

/**
 * The words a text is indexed under: every word, and also its form without the article, so a
 * query with or without "ال" finds it.
 */
export function documentTokens(text: string): string[] {
  return searchTokens(text).flatMap((token) => {
    const stem = withoutArticle(token);
    return stem === token ? [token] : [token, stem];
  });
}

export const MAX_QUERY_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The terms of a query: distinct words without their article (documents hold that form too),
 * at most eight, each at most 64 characters. Only letters and digits survive, so no quote,
 * operator or wildcard of any search engine reaches the database.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set(
    searchTokens(query.slice(0, 1000)).map((token) =>
      withoutArticle(token).slice(0, MAX_TERM_LENGTH),
    ),
  );
  return [...terms].slice(0, MAX_QUERY_TERMS);
}
