// The /admin/audit page's URL (issue #14 part 6): filters and the page's position as GET
// parameters, so that a filtered page works without JavaScript and can be bookmarked or shared.
//   ?actor=<administrator id | "owner">&course=<course id>&action=<action name>
//   &before=<cursor> (older entries) | &after=<cursor> (newer entries)
// A cursor is an entry's time and id, `2026-11-23T14:05:33.123Z_<uuid>` (keyset paging, decision
// 0018). A value that cannot be used is dropped and reported, like the analytics range.
import { z } from "zod";
import { ADMIN_ACTIONS, type AdminAction } from "~/lib/admin-audit";

export interface AuditCursorParam {
  at: string;
  id: string;
}

export interface AuditLogQuery {
  /** An administrator's id, or "owner" (OWNER_FILTER_VALUE); "" for everyone. */
  actor: string;
  course: string;
  action: AdminAction | "";
  before?: AuditCursorParam;
  after?: AuditCursorParam;
  /** False when some parameter could not be used (and was ignored). */
  valid: boolean;
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([A-Za-z0-9-]{1,64})$/;

const id = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/);
const cursor = z
  .string()
  .regex(CURSOR)
  .refine((value) => !Number.isNaN(Date.parse(value.split("_")[0] ?? "")))
  .transform((value): AuditCursorParam => {
    const [, at = "", entryId = ""] = CURSOR.exec(value) ?? [];
    return { at, id: entryId };
  });

const fields = {
  actor: id,
  course: id,
  action: z.enum(["", ...ADMIN_ACTIONS]),
  before: cursor,
  after: cursor,
} as const;

export function formatCursor(entry: { at: string; id: string }): string {
  return `${entry.at}_${entry.id}`;
}

export function parseAuditLogQuery(params: URLSearchParams): AuditLogQuery {
  let valid = true;
  const read = <K extends keyof typeof fields>(name: K) => {
    const value = params.get(name);
    if (value === null || value === "") return undefined;
    const parsed = fields[name].safeParse(value);
    if (!parsed.success) valid = false;
    return parsed.success ? (parsed.data as z.output<(typeof fields)[K]>) : undefined;
  };
  const actor = read("actor") ?? "";
  const course = read("course") ?? "";
  const action = read("action") ?? "";
  const before = read("before");
  // Both directions at once: the older page wins.
  const after = before ? undefined : read("after");
  return { actor, course, action, before, after, valid };
}

/** The URL search of the same filters at another position (none: the newest entries). */
export function auditLogSearch(
  query: Pick<AuditLogQuery, "actor" | "course" | "action">,
  position: { before?: string; after?: string } = {},
): string {
  const params = new URLSearchParams();
  if (query.actor) params.set("actor", query.actor);
  if (query.course) params.set("course", query.course);
  if (query.action) params.set("action", query.action);
  if (position.before) params.set("before", position.before);
  if (position.after) params.set("after", position.after);
  const search = params.toString();
  return search ? `?${search}` : "";
}
