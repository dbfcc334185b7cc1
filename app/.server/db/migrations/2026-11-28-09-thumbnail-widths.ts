// Frozen once landed. Issue #27 adds thumbnail widths (480, 720, 800) between the 320, 640 and 960
// every upload has had since issue #5. Uploads made before it get theirs from a background job
// (app/.server/thumbnails/thumbnail-width-backfill.ts); until it has gone through the whole
// bucket, a page that offered the new widths would send browsers to files that do not exist yet.
// This table says which widths beyond the first three every upload in the bucket is known to have:
// a row per width, written by the job once nothing in the bucket lacks it (decision 0047). Empty
// at first, on every database: the job's first turn fills it, on a new site within a second of
// the start.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("thumbnail_widths")
    .addColumn("width", "integer", (c) => c.primaryKey())
    .addColumn("completed_at", "timestamptz", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("thumbnail_widths").execute();
}
