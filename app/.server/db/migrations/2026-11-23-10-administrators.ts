// Frozen once landed. Named administrators with roles, and their one-time invites (issue #14,
// docs/decisions/0019-named-administrators-and-roles.md). The bootstrap password
// (admin_credentials) stays and signs in as the owner; these are the people an owner invites.
// An administrator signs in with an email or phone (normalised like learners': lower-cased email,
// E.164 number) and their own password; only its argon2id hash is kept, as only the SHA-256 of an
// invite's token. Administrators are disabled, never deleted, so the coming audit log can name
// whoever did something.
import { sql, type Kysely } from "kysely";

const ROLE_CHECK = sql`role in ('owner', 'editor', 'analyst')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("administrators")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("identifier", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    // Null while the administrator may sign in; when set, since when they may not.
    .addColumn("disabled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addCheckConstraint("administrators_role_check", ROLE_CHECK)
    .execute();

  await db.schema
    .createTable("admin_invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    // Who invited: an administrator's id; null for the bootstrap owner.
    .addColumn("invited_by", "text", (c) => c.references("administrators.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addCheckConstraint("admin_invites_role_check", ROLE_CHECK)
    .execute();
  await db.schema
    .createIndex("admin_invites_identifier_idx")
    .on("admin_invites")
    .column("identifier")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_invites").execute();
  await db.schema.dropTable("administrators").execute();
}
