// The administrators' synonym sets (issue #27 item 8, docs/decisions/0045-search-synonyms.md):
// add, change and delete, each write audited in its own transaction (decision 0020). What the
// search does with them is app/lib/search-synonyms.ts.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import {
  countSearchSynonymSets,
  deleteSearchSynonymSet,
  findSearchSynonymSet,
  findSearchSynonymSets,
  insertSearchSynonymSet,
  updateSearchSynonymSet,
  type SearchSynonymSet,
} from "~/.server/db/repositories/search-synonyms";
import type { Database } from "~/.server/db/schema";
import {
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYMS_PER_SET,
  MAX_WORDS_PER_SYNONYM,
  splitSynonyms,
  synonymWords,
} from "~/lib/search-synonyms";

/** More sets than this is a list nobody reads; every search also reads them all. */
export const MAX_SYNONYM_SETS = 500;

export type { SearchSynonymSet };

export function listSearchSynonymSets(db: Database): Promise<SearchSynonymSet[]> {
  return findSearchSynonymSets(db);
}

/**
 * The set as it will be stored ("Excel, اكسل, إكسل"), or what is wrong with it, in the admin
 * area's English. Two entries at least that search tells apart (إكسل and اكسل are one, but a set
 * may hold both spellings), each a word or two of letters and digits.
 */
export function checkSynonymSet(
  input: string,
): { ok: true; terms: string } | { ok: false; error: string } {
  const entries = [...new Set(splitSynonyms(input))];
  if (entries.length > MAX_SYNONYMS_PER_SET) {
    return { ok: false, error: `A set has at most ${MAX_SYNONYMS_PER_SET} words.` };
  }
  for (const entry of entries) {
    if ([...entry].length > MAX_SYNONYM_LENGTH) {
      return { ok: false, error: `“${entry}” is longer than ${MAX_SYNONYM_LENGTH} characters.` };
    }
    const words = synonymWords(entry);
    if (words.length === 0) return { ok: false, error: `“${entry}” has no letters or digits.` };
    if (words.length > MAX_WORDS_PER_SYNONYM) {
      return { ok: false, error: `“${entry}” has more than ${MAX_WORDS_PER_SYNONYM} words.` };
    }
  }
  const distinct = new Set(entries.map((entry) => synonymWords(entry).join(" ")));
  if (distinct.size < 2) {
    return {
      ok: false,
      error: "Write at least two different words, separated by commas (e.g. Excel, اكسل).",
    };
  }
  return { ok: true, terms: entries.join(", ") };
}

export type SynonymWriteResult = { ok: true } | { ok: false; error: string; status: 400 | 404 };

export async function addSearchSynonymSet(
  db: Database,
  input: string,
  by: AuditOrigin,
): Promise<SynonymWriteResult> {
  const checked = checkSynonymSet(input);
  if (!checked.ok) return { ...checked, status: 400 };
  return db.transaction().execute(async (trx) => {
    if ((await countSearchSynonymSets(trx)) >= MAX_SYNONYM_SETS) {
      return { ok: false, error: `There are already ${MAX_SYNONYM_SETS} sets.`, status: 400 };
    }
    const id = await insertSearchSynonymSet(trx, checked.terms);
    await recordAdminAction(trx, {
      ...by,
      action: "search_synonyms.create",
      details: { id, terms: checked.terms },
    });
    return { ok: true };
  });
}

export async function changeSearchSynonymSet(
  db: Database,
  id: string,
  input: string,
  by: AuditOrigin,
): Promise<SynonymWriteResult> {
  const checked = checkSynonymSet(input);
  if (!checked.ok) return { ...checked, status: 400 };
  return db.transaction().execute(async (trx) => {
    const before = await findSearchSynonymSet(trx, id);
    if (!before) return { ok: false, error: "This set no longer exists.", status: 404 };
    if (before.terms === checked.terms) return { ok: true };
    await updateSearchSynonymSet(trx, id, checked.terms);
    await recordAdminAction(trx, {
      ...by,
      action: "search_synonyms.update",
      details: { id, terms: { from: before.terms, to: checked.terms } },
    });
    return { ok: true };
  });
}

export async function removeSearchSynonymSet(
  db: Database,
  id: string,
  by: AuditOrigin,
): Promise<SynonymWriteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findSearchSynonymSet(trx, id);
    if (!before) return { ok: false, error: "This set no longer exists.", status: 404 };
    await deleteSearchSynonymSet(trx, id);
    await recordAdminAction(trx, {
      ...by,
      action: "search_synonyms.delete",
      details: { id, terms: before.terms },
    });
    return { ok: true };
  });
}
