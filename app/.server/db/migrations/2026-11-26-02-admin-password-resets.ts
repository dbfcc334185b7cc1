// Frozen once landed. One-time password-reset links for named administrators (issue #14 audit):
// an owner makes one from /admin/administrators for someone who forgot their password. Like an
// invite, the link carries 32 random bytes and this table only their SHA-256; unlike one, it names
// an existing administrator (not a person to create), so it has its own table rather than a
// nullable column every invite query would have to exclude. Valid an hour, used once. An
// administrator's links go with them (cascade); administrators are never deleted anyway.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("administrator_id", "text", (c) =>
      c.notNull().references("administrators.id").onDelete("cascade"),
    )
    // Who made it: an owner's id; null for the bootstrap owner.
    .addColumn("created_by", "text", (c) => c.references("administrators.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("admin_password_resets_administrator_idx")
    .on("admin_password_resets")
    .column("administrator_id")
    .execute();
  await db.schema
    .createIndex("admin_password_resets_created_by_idx")
    .on("admin_password_resets")
    .column("created_by")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_password_resets").execute();
}
