// Frozen once landed. Search synonyms (issue #27 item 8, docs/decisions/0045-search-synonyms.md):
// learners type "اكسل" for Excel and "بايثون" for Python, and found nothing. One row per set of
// words meaning the same thing, as an administrator writes them (`terms`, comma-separated); the
// search applies them when it reads a query, so no document is reindexed. Seeded with the names
// learners most often type in Arabic letters. The seeded rows' ids start with `seed-`: a copy of
// the database (db:copy) recognises them in a target that has only been migrated. No bump of the
// content version: a new release starts its processes with empty page caches, and a migrated
// database must still count as empty (content_version 0) for db:copy and db:restore.
import type { Kysely } from "kysely";

/** The seeded sets: a name, then how it is written in Arabic letters (and French, if apart). */
const SEED: ReadonlyArray<[id: string, terms: string]> = [
  ["seed-excel", "Excel, اكسل, إكسل"],
  ["seed-word", "Word, وورد"],
  ["seed-powerpoint", "PowerPoint, باوربوينت, بوربوينت, باور بوينت"],
  ["seed-python", "Python, بايثون, بيثون"],
  ["seed-javascript", "JavaScript, جافاسكريبت, جافا سكريبت"],
  ["seed-whatsapp", "WhatsApp, واتساب, واتس اب, واتسآب"],
  ["seed-facebook", "Facebook, فيسبوك, فيس بوك"],
  ["seed-instagram", "Instagram, انستغرام, انستقرام, إنستغرام"],
  ["seed-tiktok", "TikTok, تيك توك, تيكتوك"],
  ["seed-youtube", "YouTube, يوتيوب"],
  ["seed-google", "Google, جوجل, غوغل"],
  ["seed-canva", "Canva, كانفا"],
  ["seed-marketing", "marketing, ماركتينغ, ماركتنج, تسويق"],
  ["seed-business", "business, بزنس, أعمال"],
  ["seed-computer", "computer, ordinateur, كمبيوتر, حاسوب"],
  ["seed-internet", "internet, انترنت, إنترنت"],
  ["seed-accounting", "accounting, comptabilité, محاسبة"],
  ["seed-ecommerce", "e-commerce, ecommerce, تجارة إلكترونية"],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("search_synonyms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("terms", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("search_synonyms")
    .values(SEED.map(([id, terms]) => ({ id, terms, created_at: now, updated_at: now })))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("search_synonyms").execute();
}
