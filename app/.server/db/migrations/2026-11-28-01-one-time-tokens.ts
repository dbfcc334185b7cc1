// Frozen once landed. One table for every one-time link (issue #25, decision 0035): an
// administrator invite, an administrator's password reset and a learner's password reset were
// three tables (migrations 2026-11-23-10, 2026-11-23-11, 2026-11-26-02) with the same life: a
// SHA-256 of 32 random bytes, an expiry, used once. `purpose` says which; the subject columns it
// needs are set and the others NULL (the check constraint holds that). Every row of the old
// tables is copied with its token hash, so links already sent work after the upgrade and a used
// or expired one still says so. The old tables stay, retired (RETIRED_TABLES in data-tables.ts):
// during a rolling upgrade the previous release keeps serving on this database and still uses
// them (docs/deploy/README.md, "Upgrading N instances"); a later release drops them. A link made
// by an instance of one release during those minutes does not open on the other.
import { sql, type Kysely } from "kysely";

const PURPOSE_CHECK = sql`
  (purpose = 'admin-invite' AND invitee_name IS NOT NULL AND invitee_identifier IS NOT NULL
    AND invitee_role IN ('owner', 'editor', 'analyst')
    AND administrator_id IS NULL AND learner_id IS NULL)
  OR (purpose = 'admin-reset' AND administrator_id IS NOT NULL AND learner_id IS NULL
    AND invitee_name IS NULL AND invitee_identifier IS NULL AND invitee_role IS NULL)
  OR (purpose = 'learner-reset' AND learner_id IS NOT NULL AND administrator_id IS NULL
    AND invitee_name IS NULL AND invitee_identifier IS NULL AND invitee_role IS NULL)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("one_time_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // An administrator reset's administrator, a learner reset's learner: their links go with them.
    .addColumn("administrator_id", "text", (c) =>
      c.references("administrators.id").onDelete("cascade"),
    )
    .addColumn("learner_id", "text", (c) => c.references("learners.id").onDelete("cascade"))
    // An invite names a person who has no row yet.
    .addColumn("invitee_name", "text")
    .addColumn("invitee_identifier", "text")
    .addColumn("invitee_role", "text")
    // Who made it: an administrator's id, null for the bootstrap owner (administrator links) or
    // for a learner's own request by email; learner links made by the bootstrap owner say
    // "admin". No foreign key, then (administrators are never deleted anyway).
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addCheckConstraint("one_time_tokens_purpose_check", PURPOSE_CHECK)
    .execute();
  // The lookups besides the token hash: a person's pending invite, the links of an
  // administrator or a learner (a new one replaces them), the links an owner made.
  for (const column of ["invitee_identifier", "administrator_id", "learner_id", "created_by"]) {
    await db.schema
      .createIndex(`one_time_tokens_${column}_idx`)
      .on("one_time_tokens")
      .column(column)
      .execute();
  }

  // Copied in TypeScript: the learners' table had no id to carry over, and there is no portable
  // way to make a UUID in SQL. The tables hold a few rows (links live an hour or two days).
  const invites = await db.selectFrom("admin_invites").selectAll().execute();
  const adminResets = await db.selectFrom("admin_password_resets").selectAll().execute();
  const learnerResets = await db.selectFrom("password_reset_tokens").selectAll().execute();
  const rows = [
    ...invites.map((row) => ({
      id: row.id,
      purpose: "admin-invite",
      token_hash: row.token_hash,
      invitee_name: row.name,
      invitee_identifier: row.identifier,
      invitee_role: row.role,
      created_by: row.invited_by,
      ...times(row),
    })),
    ...adminResets.map((row) => ({
      id: row.id,
      purpose: "admin-reset",
      token_hash: row.token_hash,
      administrator_id: row.administrator_id,
      created_by: row.created_by,
      ...times(row),
    })),
    ...learnerResets.map((row) => ({
      id: crypto.randomUUID(),
      purpose: "learner-reset",
      token_hash: row.token_hash,
      learner_id: row.learner_id,
      created_by: row.created_by,
      ...times(row),
    })),
  ];
  for (const row of rows) await db.insertInto("one_time_tokens").values(row).execute();
}

/** The three times as read (a Date on PostgreSQL, a string on SQLite), written back as read. */
function times(row: Record<string, unknown>) {
  return { created_at: row.created_at, expires_at: row.expires_at, used_at: row.used_at };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The old tables are still there: they get the links as they are now, new ones included.
  for (const table of ["admin_invites", "admin_password_resets", "password_reset_tokens"]) {
    await db.deleteFrom(table).execute();
  }
  const rows = await db.selectFrom("one_time_tokens").selectAll().execute();
  for (const row of rows) {
    if (row.purpose === "admin-invite") {
      await db
        .insertInto("admin_invites")
        .values({
          id: row.id,
          token_hash: row.token_hash,
          name: row.invitee_name,
          identifier: row.invitee_identifier,
          role: row.invitee_role,
          invited_by: row.created_by,
          ...times(row),
        })
        .execute();
    } else if (row.purpose === "admin-reset") {
      await db
        .insertInto("admin_password_resets")
        .values({
          id: row.id,
          token_hash: row.token_hash,
          administrator_id: row.administrator_id,
          created_by: row.created_by,
          ...times(row),
        })
        .execute();
    } else {
      await db
        .insertInto("password_reset_tokens")
        .values({
          token_hash: row.token_hash,
          learner_id: row.learner_id,
          created_by: row.created_by,
          ...times(row),
        })
        .execute();
    }
  }
  await db.schema.dropTable("one_time_tokens").execute();
}
