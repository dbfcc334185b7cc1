// Search synonyms (issue #27 item 8, docs/decisions/0045-search-synonyms.md): "اكسل" should find
// the Excel course, and "بايثون" the Python one. An administrator keeps sets of words that mean
// the same thing ("Excel, اكسل, إكسل"); a query's term found in a set is searched as any word of
// the set. Applied to the query's terms (searchTerms), after the normalisation and prefix removal
// of decision 0006, which are unchanged: each word of a set is normalised the same way, and each
// alternative is still matched as a word prefix. Pure, safe on both sides.
import { searchTokens, withoutPrefix, MAX_QUERY_TERMS } from "./arabic-normalize";

/**
 * What a query asks for: every group must match; a group matches when any of its alternatives
 * does, and an alternative when all of its words do (a set's word may be two: "واتس اب").
 */
export type TermGroup = string[][];

/** A set's entries, each as the words search compares (normalised, without prefix). */
export type SynonymSet = string[][];

/** The most entries a set may have, and the longest an entry may be (the admin form's rules). */
export const MAX_SYNONYMS_PER_SET = 12;
export const MAX_SYNONYM_LENGTH = 60;
/** Words in one entry: "تجارة إلكترونية" is two; a sentence is not a synonym. */
export const MAX_WORDS_PER_SYNONYM = 3;

/** An entry as search sees it: its words, normalised and without their prefix. */
export function synonymWords(entry: string): string[] {
  return searchTokens(entry).map(withoutPrefix);
}

/** The sets as stored ("Excel, اكسل, إكسل") in the form expandTerms compares. */
export function parseSynonymSets(stored: readonly string[]): SynonymSet[] {
  return stored.map((terms) =>
    splitSynonyms(terms)
      .map(synonymWords)
      .filter((words) => words.length > 0 && words.length <= MAX_WORDS_PER_SYNONYM),
  );
}

/** The entries of a set as written: split at commas (Latin or Arabic), trimmed, no empties. */
export function splitSynonyms(terms: string): string[] {
  return terms
    .split(/[,،]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * The query's terms as groups: a run of terms that is an entry of a set (the longest that fits,
 * so "واتس اب" is one entry, not two words) becomes one group of every entry of every set it
 * belongs to, the typed words first; any other term is a group of itself. Without sets, each
 * term is its own group and the search is today's.
 */
export function expandTerms(terms: readonly string[], sets: readonly SynonymSet[]): TermGroup[] {
  const groups: TermGroup[] = [];
  for (let at = 0; at < terms.length && groups.length < MAX_QUERY_TERMS;) {
    let length = 0;
    let matched: SynonymSet[] = [];
    for (const set of sets) {
      for (const entry of set) {
        if (entry.length < length || !same(entry, terms.slice(at, at + entry.length))) continue;
        if (entry.length > length) [length, matched] = [entry.length, []];
        if (!matched.includes(set)) matched.push(set);
      }
    }
    if (length === 0) {
      groups.push([[terms[at] as string]]);
      at += 1;
      continue;
    }
    const alternatives = [terms.slice(at, at + length), ...matched.flat()];
    const seen = new Set<string>();
    groups.push(
      alternatives
        .filter((words) => {
          const key = words.join(" ");
          return seen.has(key) ? false : (seen.add(key), true);
        })
        .slice(0, MAX_SYNONYMS_PER_SET * 2),
    );
    at += length;
  }
  return groups;
}
