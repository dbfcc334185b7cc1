// One normalisation for search, applied identically to indexed text and to queries (issue #4):
// people write أساسيات, اساسيات and أَسَاسِيَّات for the same word, and expect all three to match.
// French (issue #15) the same way: "economie", "ECONOMIE" and "Économie" are one word, and so
// are "oeuvre" and "œuvre".

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

// The ligatures French writes (œuvre, cœur, ex æquo) and keyboards rarely type: no Unicode
// decomposition splits them, so they are spelt out after lower-casing.
const LIGATURES: Record<string, string> = { "\u0153": "oe", "\u00E6": "ae" };
const LIGATURE_PATTERN = /[\u0153\u00E6]/g;

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
      .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
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
/**
 * Shorter remainders are too often part of the word itself (الله, الف…). Lucene's ArabicStemmer
 * lets these prefixes leave two letters; with prefix matching a two-letter stem ("له") would find
 * hundreds of unrelated words, so three it is (decision 0006).
 */
const MIN_STEM_LENGTH = 3;

/** A normalised word without its leading article, or the word itself when it has none. */
export function withoutArticle(token: string): string {
  const article = ARTICLES.find((a) => token.startsWith(a));
  return article && token.length - article.length >= MIN_STEM_LENGTH
    ? token.slice(article.length)
    : token;
}

// The conjunction و ("and") written onto the next word: "وتسويق" is "and marketing" (issue #12).
const WAW = "\u0648";
/** Lucene's guard for و: "wa- prefix requires at least 3 characters" left, so وطن stays وطن. */
const MIN_WAW_WORD_LENGTH = 4;

/** A normalised word without a leading و, or the word itself (too short, or no و). */
export function withoutConjunction(token: string): string {
  return token.startsWith(WAW) && token.length >= MIN_WAW_WORD_LENGTH ? token.slice(1) : token;
}

/**
 * Lucene's ArabicStemmer.stemPrefix (prefixes ال, وال, بال, كال, فال, لل, و in that order, the
 * first that fits removed, once; suffixes are not stemmed here): the article forms first, and
 * only when none fits, و. So "والتسويق" loses وال, and "والد", too short for وال, loses و.
 */
export function withoutPrefix(token: string): string {
  const stem = withoutArticle(token);
  return stem === token ? withoutConjunction(token) : stem;
}

/**
 * The words a text is indexed under: every word, its form without the article, and both without
 * a leading و. Queries lose one prefix (withoutPrefix); the document holds every form a query
 * can arrive at, so nothing found before is lost: "الوزير" holds "وزير" (for "وزير" and "الوزير")
 * and "زير" (what "وزير" becomes), "والتسويق" holds "التسويق" (what "والت", typed on the way,
 * becomes, too short yet to lose وال).
 */
export function documentTokens(text: string): string[] {
  return searchTokens(text).flatMap((token) => {
    const stem = withoutArticle(token);
    return [...new Set([token, stem, withoutConjunction(token), withoutConjunction(stem)])];
  });
}

export const MAX_QUERY_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The terms of a query: distinct words without their prefix (documents hold that form too),
 * at most eight, each at most 64 characters. Only letters and digits survive, so no quote,
 * operator or wildcard of any search engine reaches the database.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set(
    searchTokens(query.slice(0, 1000)).map((token) =>
      withoutPrefix(token).slice(0, MAX_TERM_LENGTH),
    ),
  );
  return [...terms].slice(0, MAX_QUERY_TERMS);
}
