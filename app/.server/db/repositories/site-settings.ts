// All SQL about the site's settings (issue #28): one row per key, a setting without a row has its
// default. A setting pages show (the price of a gigabyte, on every lesson page) changes cached
// pages: writes bump the content version with them (decision 0008), in the caller's transaction.
import type { Database } from "../schema";
import { writeCourseContent } from "./content-version";

/** The settings there are. A closed list: a typo cannot write a key nothing reads. */
export type SiteSettingKey = "data_price_per_gb" | "organisation_name";

export async function findSiteSetting(db: Database, key: SiteSettingKey): Promise<string | null> {
  const row = await db
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Writes a setting (null removes it: back to its default), with the content version. */
export async function writeSiteSetting(
  db: Database,
  key: SiteSettingKey,
  value: string | null,
  now: Date,
): Promise<void> {
  await writeCourseContent(db, async (trx) => {
    if (value === null) {
      await trx.deleteFrom("site_settings").where("key", "=", key).execute();
      return;
    }
    const at = now.toISOString();
    await trx
      .insertInto("site_settings")
      .values({ key, value, updated_at: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at }))
      .execute();
  });
}
