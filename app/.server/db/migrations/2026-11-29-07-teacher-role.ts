// Frozen once landed. The fourth administrator role, 'teacher' (issue #29): the check constraints
// that list the roles (administrators.role, and an invite's role in one_time_tokens) gain it.
// PostgreSQL replaces a constraint in place. SQLite cannot alter one: each table is rebuilt from
// its own stored definition with the one list changed (SQLite's documented 12-step procedure:
// foreign keys off, new table, copy, drop, rename, indexes, foreign_key_check, foreign keys on),
// so the rows, the columns added since and the tables referring to it are kept as they are.
import { sql, SqliteAdapter, type Kysely } from "kysely";

const OLD_ROLES = "('owner', 'editor', 'analyst')";
const NEW_ROLES = "('owner', 'editor', 'analyst', 'teacher')";

// The constraints as 2026-11-23-10 and 2026-11-28-01 wrote them, with the role list to change.
const ROLE_CHECK = (roles: string) => `role in ${roles}`;
const PURPOSE_CHECK = (roles: string) => `
  (purpose = 'admin-invite' AND invitee_name IS NOT NULL AND invitee_identifier IS NOT NULL
    AND invitee_role IN ${roles}
    AND administrator_id IS NULL AND learner_id IS NULL)
  OR (purpose = 'admin-reset' AND administrator_id IS NOT NULL AND learner_id IS NULL
    AND invitee_name IS NULL AND invitee_identifier IS NULL AND invitee_role IS NULL)
  OR (purpose = 'learner-reset' AND learner_id IS NOT NULL AND administrator_id IS NULL
    AND invitee_name IS NULL AND invitee_identifier IS NULL AND invitee_role IS NULL)`;

const CONSTRAINTS = [
  { table: "administrators", name: "administrators_role_check", check: ROLE_CHECK },
  { table: "one_time_tokens", name: "one_time_tokens_purpose_check", check: PURPOSE_CHECK },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function replaceChecks(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const { table, name, check } of CONSTRAINTS) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)},
        add constraint ${sql.ref(name)} check (${sql.raw(check(to))})`.execute(db);
    }
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const { table } of CONSTRAINTS) {
        const definition = await sql<{ sql: string }>`select sql from sqlite_master
          where type = 'table' and name = ${table}`.execute(trx);
        const ddl = definition.rows[0]?.sql ?? "";
        const rebuilt = ddl
          .replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${table}_rebuilt"`)
          .replaceAll(from, to);
        if (!rebuilt.includes(`"${table}_rebuilt"`) || !rebuilt.includes(to)) {
          throw new Error(`Cannot widen the role list of ${table}: unexpected definition`);
        }
        const indexes = await sql<{ sql: string }>`select sql from sqlite_master
          where type = 'index' and tbl_name = ${table} and sql is not null`.execute(trx);
        await sql.raw(rebuilt).execute(trx);
        await sql`insert into ${sql.table(`${table}_rebuilt`)} select * from ${sql.table(table)}`.execute(
          trx,
        );
        await sql`drop table ${sql.table(table)}`.execute(trx);
        await sql`alter table ${sql.table(`${table}_rebuilt`)} rename to ${sql.table(table)}`.execute(
          trx,
        );
        for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("Foreign keys broken by the rebuild");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await replaceChecks(db, OLD_ROLES, NEW_ROLES);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await replaceChecks(db, NEW_ROLES, OLD_ROLES);
}
