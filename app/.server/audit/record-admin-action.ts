// Recording an administrator's action in the audit log (issue #14 part 6,
// docs/decisions/0020-audit-log.md). The one function every admin write calls, INSIDE the
// transaction of the write it records: the entry commits with the change or not at all, so a
// failed write leaves no entry and a failed entry undoes the write.
import { isIPv4 } from "node:net";
import {
  findRepeatedEntries,
  insertAuditEntry,
  replaceAuditDetails,
  type RepeatedEntryKey,
} from "~/.server/db/repositories/audit-log";
import type { Database } from "~/.server/db/schema";
import { isAdminAction, type Actor, type AdminAction } from "~/lib/admin-audit";

export type { Actor, AdminAction };

/** A JSON value, as an entry's details hold them. */
export type AuditValue =
  string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export type AuditDetails = { [key: string]: AuditValue };

/** Who acts and from where: what a route knows and hands to the feature doing the write. */
export interface AuditOrigin {
  actor: Actor;
  /** The client's address: the route's `context.clientIp` (Express's req.ip, TRUST_PROXY). */
  ip: string;
}

export interface AdminActionRecord extends AuditOrigin {
  action: AdminAction;
  /** The course the action is about, if any: kept after the course is deleted. */
  courseId?: string | null;
  /** Its title at the time (the page shows it once the course is renamed or gone). */
  courseTitle?: string | null;
  /** What changed, as a JSON object: field-level changes, the invited address, … Never a secret. */
  details?: AuditDetails;
  /** Defaults to now. */
  at?: Date;
}

const MAX_NAME = 200;
const MAX_TITLE = 300;
const MAX_ADDRESS = 100;

/**
 * Inserts one audit entry through `trx`: pass the transaction of the change being recorded. An
 * unknown action is a programming error and throws (rolling that change back), so no entry is
 * ever filed under a name the page cannot filter by.
 */
export async function recordAdminAction(trx: Database, record: AdminActionRecord): Promise<void> {
  if (!isAdminAction(record.action)) {
    throw new Error(`Unknown audit action ${JSON.stringify(record.action)}`);
  }
  const courseId = record.courseId ?? null;
  await insertAuditEntry(trx, {
    at: record.at ?? new Date(),
    actorId: record.actor.id,
    actorName: record.actor.name.slice(0, MAX_NAME),
    action: record.action,
    courseId,
    courseTitle: courseId === null ? null : (record.courseTitle ?? "").slice(0, MAX_TITLE),
    details: JSON.stringify(record.details ?? {}),
    ip: auditAddress(record.ip),
  });
}

/** The window repeated attempts are counted in: one entry per address (and actor) per hour. */
export const REPEATED_ATTEMPT_WINDOW_MS = 3_600_000;

/** The keys a counted entry's details gain: how many attempts, and when the last one was. */
export interface RepeatedAttemptCount {
  count: number;
  /** ISO-8601 UTC; the entry's own time is the first attempt's. */
  lastAt: string;
}

/**
 * Records an attempt by someone not signed in (a failed sign-in), counted rather than listed
 * (issue #26 item 6): the attempts of one action, actor and address in one hour (UTC), with the
 * same details, make one entry whose details say how many (`count`) and when the last was
 * (`lastAt`). Anyone can make such attempts, and the throttle only slows them: one entry each
 * would let a slow flood from many addresses fill the table for the year it is kept. The log
 * still says who was tried, from where and how often, hour by hour.
 *
 * Takes `db`, not a transaction: it makes its own. The count is a compare-and-set on the entry,
 * so attempts counted at the same moment are all counted. On SQLite the transaction serialises
 * them; on PostgreSQL two first attempts of an hour at the same moment may each start an entry,
 * and the next ones count into the first: still bounded.
 */
export async function recordRepeatedAttempt(
  db: Database,
  record: AdminActionRecord,
): Promise<void> {
  if (!isAdminAction(record.action)) {
    throw new Error(`Unknown audit action ${JSON.stringify(record.action)}`);
  }
  if (record.courseId) throw new Error("A repeated attempt is about no course");
  const at = record.at ?? new Date();
  const since = new Date(
    Math.floor(at.getTime() / REPEATED_ATTEMPT_WINDOW_MS) * REPEATED_ATTEMPT_WINDOW_MS,
  );
  const until = new Date(since.getTime() + REPEATED_ATTEMPT_WINDOW_MS);
  const key = {
    action: record.action,
    actorId: record.actor.id,
    actorName: record.actor.name.slice(0, MAX_NAME),
    ip: auditAddress(record.ip),
  };
  const same = JSON.stringify(record.details ?? {});
  await db.transaction().execute((trx) => countAttempt(trx, key, same, at, since, until));
}

async function countAttempt(
  db: Database,
  key: RepeatedEntryKey,
  same: string,
  at: Date,
  since: Date,
  until: Date,
): Promise<void> {
  // A few rounds: each lost compare-and-set means another attempt was counted meanwhile.
  for (let round = 0; round < 5; round++) {
    const entries = await findRepeatedEntries(db, key, since, until);
    const entry = entries.find((candidate) => detailsApartFromCount(candidate.details) === same);
    if (!entry) break;
    const stored = JSON.parse(entry.details) as AuditDetails;
    const count = typeof stored.count === "number" ? stored.count : 1;
    const lastAt =
      typeof stored.lastAt === "string" && stored.lastAt > at.toISOString()
        ? stored.lastAt
        : at.toISOString();
    const next = JSON.stringify({ ...stored, count: count + 1, lastAt });
    if (await replaceAuditDetails(db, entry.id, entry.details, next)) return;
  }
  const first: RepeatedAttemptCount = { count: 1, lastAt: at.toISOString() };
  await insertAuditEntry(db, {
    at,
    ...key,
    courseId: null,
    courseTitle: null,
    details: JSON.stringify({ ...(JSON.parse(same) as AuditDetails), ...first }),
  });
}

/** An entry's details without the count's keys, as the text a new attempt's details compare to. */
function detailsApartFromCount(json: string): string | null {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const { count: _count, lastAt: _lastAt, ...rest } = parsed as AuditDetails;
    return JSON.stringify(rest);
  } catch {
    return null;
  }
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) → `203.0.113.7`; bounded. */
export function auditAddress(ip: string): string {
  const address = ip.trim();
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return (mapped && isIPv4(mapped) ? mapped : address).slice(0, MAX_ADDRESS);
}
