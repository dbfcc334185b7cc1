// All SQL about search synonyms (issue #27 item 8, docs/decisions/0045-search-synonyms.md). A
// synonym changes what searches find, and searches are cached pages: every write bumps the
// content version with it (decision 0008), in the caller's transaction.
import type { Database } from "../schema";
import { writeCourseContent } from "./content-version";

export interface SearchSynonymSet {
  id: string;
  /** As the administrator wrote them: "Excel, اكسل, إكسل". */
  terms: string;
  updatedAt: string;
}

const toSet = (row: { id: string; terms: string; updated_at: Date | string }) => ({
  id: row.id,
  terms: row.terms,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Every set, oldest first: the admin screen's list, and what every search applies. */
export async function findSearchSynonymSets(db: Database): Promise<SearchSynonymSet[]> {
  const rows = await db
    .selectFrom("search_synonyms")
    .select(["id", "terms", "updated_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toSet);
}

export async function findSearchSynonymSet(
  db: Database,
  id: string,
): Promise<SearchSynonymSet | null> {
  const row = await db
    .selectFrom("search_synonyms")
    .select(["id", "terms", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toSet(row) : null;
}

export async function countSearchSynonymSets(db: Database): Promise<number> {
  const row = await db
    .selectFrom("search_synonyms")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function insertSearchSynonymSet(db: Database, terms: string, now = new Date()) {
  return writeCourseContent(db, async (trx) => {
    const id = crypto.randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("search_synonyms")
      .values({ id, terms, created_at: at, updated_at: at })
      .execute();
    return id;
  });
}

/** False when there is no such set. */
export function updateSearchSynonymSet(db: Database, id: string, terms: string, now = new Date()) {
  return writeCourseContent(db, async (trx) => {
    const result = await trx
      .updateTable("search_synonyms")
      .set({ terms, updated_at: now.toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** False when there is no such set. */
export function deleteSearchSynonymSet(db: Database, id: string) {
  return writeCourseContent(db, async (trx) => {
    const result = await trx.deleteFrom("search_synonyms").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
