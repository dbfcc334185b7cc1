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
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
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
 * The set as it will be stored ("Excel, اكسل, إكسل"), or what is wrong with it, in the
 * administrator's language (English by default). Two entries at least that search tells apart (إكسل and اكسل are one, but a set
 * may hold both spellings), each a word or two of letters and digits.
 */
export function checkSynonymSet(
  input: string,
  { t }: AdminTranslator = adminTranslator("en"),
): { ok: true; terms: string } | { ok: false; error: string } {
  const entries = [...new Set(splitSynonyms(input))];
  if (entries.length > MAX_SYNONYMS_PER_SET) {
    return { ok: false, error: t("synonyms.tooManyWords", { max: MAX_SYNONYMS_PER_SET }) };
  }
  for (const entry of entries) {
    if ([...entry].length > MAX_SYNONYM_LENGTH) {
      return { ok: false, error: t("synonyms.entryTooLong", { entry, max: MAX_SYNONYM_LENGTH }) };
    }
    const words = synonymWords(entry);
    if (words.length === 0) return { ok: false, error: t("synonyms.entryEmpty", { entry }) };
    if (words.length > MAX_WORDS_PER_SYNONYM) {
      return {
        ok: false,
        error: t("synonyms.entryTooManyWords", { entry, max: MAX_WORDS_PER_SYNONYM }),
      };
    }
  }
  const distinct = new Set(entries.map((entry) => synonymWords(entry).join(" ")));
  if (distinct.size < 2) return { ok: false, error: t("synonyms.tooFew") };
  return { ok: true, terms: entries.join(", ") };
}

export type SynonymWriteResult = { ok: true } | { ok: false; error: string; status: 400 | 404 };

export async function addSearchSynonymSet(
  db: Database,
  input: string,
  by: AuditOrigin,
  translator: AdminTranslator = adminTranslator("en"),
): Promise<SynonymWriteResult> {
  const checked = checkSynonymSet(input, translator);
  if (!checked.ok) return { ...checked, status: 400 };
  return db.transaction().execute(async (trx) => {
    if ((await countSearchSynonymSets(trx)) >= MAX_SYNONYM_SETS) {
      const error = translator.t("synonyms.tooManySets", { max: MAX_SYNONYM_SETS });
      return { ok: false, error, status: 400 };
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
  translator: AdminTranslator = adminTranslator("en"),
): Promise<SynonymWriteResult> {
  const checked = checkSynonymSet(input, translator);
  if (!checked.ok) return { ...checked, status: 400 };
  return db.transaction().execute(async (trx) => {
    const before = await findSearchSynonymSet(trx, id);
    if (!before) return { ok: false, error: translator.t("synonyms.gone"), status: 404 };
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
  translator: AdminTranslator = adminTranslator("en"),
): Promise<SynonymWriteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findSearchSynonymSet(trx, id);
    if (!before) return { ok: false, error: translator.t("synonyms.gone"), status: 404 };
    await deleteSearchSynonymSet(trx, id);
    await recordAdminAction(trx, {
      ...by,
      action: "search_synonyms.delete",
      details: { id, terms: before.terms },
    });
    return { ok: true };
  });
}
