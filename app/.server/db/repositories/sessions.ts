// All SQL about the sessions table. Rows are keyed by the SHA-256 of the cookie's token, never
// the token itself, so a leaked table or backup opens no session (issue #3).
import type { Selectable } from "kysely";
import type { Database, SessionsTable } from "../schema";
import { toIsoString } from "./row-mapping";

export interface StoredSession {
  tokenHash: string;
  kind: string;
  subjectId: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

function toStoredSession(row: Selectable<SessionsTable>): StoredSession {
  return {
    tokenHash: row.token_hash,
    kind: row.kind,
    subjectId: row.subject_id,
    createdAt: toIsoString(row.created_at),
    lastSeenAt: toIsoString(row.last_seen_at),
    expiresAt: toIsoString(row.expires_at),
  };
}

export interface NewSession {
  tokenHash: string;
  kind: string;
  subjectId?: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  const createdAt = session.createdAt.toISOString();
  await db
    .insertInto("sessions")
    .values({
      token_hash: session.tokenHash,
      kind: session.kind,
      subject_id: session.subjectId ?? null,
      created_at: createdAt,
      last_seen_at: createdAt,
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The session of this kind with this token hash, expired or not (the caller judges). */
export async function findSession(
  db: Database,
  kind: string,
  tokenHash: string,
): Promise<StoredSession | null> {
  const row = await db
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? toStoredSession(row) : null;
}

/** Records activity (the idle timeout counts from last_seen_at). */
export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .execute();
}

/** True when a row was deleted. */
export async function deleteSession(db: Database, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a kind (the admin password changed). Returns how many ended. */
export async function deleteSessionsOfKind(db: Database, kind: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("kind", "=", kind).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the sessions of a kind past their absolute end (`expires_at <= now`) or idle since
 * `idleSince` or earlier. ISO-8601 UTC text sorts like time on SQLite; timestamptz on pg.
 */
export async function deleteExpiredSessions(
  db: Database,
  kind: string,
  { now, idleSince }: { now: Date; idleSince: Date },
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("kind", "=", kind)
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", idleSince.toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many sessions of a kind exist (tests and diagnostics). */
export async function countSessions(db: Database, kind: string): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", kind)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Ends every session of one subject (a learner deleted their account). */
export async function deleteSessionsOfSubject(
  db: Database,
  kind: string,
  subjectId: string,
): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
