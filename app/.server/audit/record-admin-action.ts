// Recording an administrator's action in the audit log (issue #14 part 6,
// docs/decisions/0020-audit-log.md). The one function every admin write calls, INSIDE the
// transaction of the write it records: the entry commits with the change or not at all, so a
// failed write leaves no entry and a failed entry undoes the write.
import { isIPv4 } from "node:net";
import { insertAuditEntry } from "~/.server/db/repositories/audit-log";
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

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) → `203.0.113.7`; bounded. */
export function auditAddress(ip: string): string {
  const address = ip.trim();
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  return (mapped && isIPv4(mapped) ? mapped : address).slice(0, MAX_ADDRESS);
}
