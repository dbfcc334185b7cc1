// The /admin/audit page's data (issue #14 part 6): one page of entries, newest first, with the
// filters' choices and the links to the pages around it. Read-only: nothing here writes.
import {
  findAuditActors,
  findAuditCourses,
  findAuditEntries,
  type AuditEntry,
  type AuditFilter,
} from "~/.server/db/repositories/audit-log";
import type { Database } from "~/.server/db/schema";
import { adminDateFormat } from "~/i18n/admin/admin-format";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { Locale } from "~/i18n/locales";
import { ADMIN_ACTIONS, isAdminAction, OWNER_FILTER_VALUE } from "~/lib/admin-audit";
import { auditLogSearch, formatCursor, type AuditLogQuery } from "./audit-log-query";
import { summarizeAuditDetails } from "./audit-summary";

/** Entries per page: a day of busy editing fits, and the page stays small on a phone. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: string;
  /** ISO-8601 UTC, for <time dateTime>. */
  at: string;
  /** "23 Nov 2026, 14:05 UTC". */
  when: string;
  /** "2026-11-23 14:05:33.123 UTC". */
  exactTime: string;
  who: string;
  action: string;
  actionLabel: string;
  course: { id: string; title: string; exists: boolean } | null;
  summary: string;
  ip: string;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface AuditLogView {
  rows: AuditRow[];
  filters: { actors: FilterOption[]; courses: FilterOption[]; actions: FilterOption[] };
  /** The URL searches of the newer and older pages, null when there is none. */
  newer: string | null;
  older: string | null;
}

// Formatted on the server, in UTC and the administrator's language (issue #27): the same text in
// the HTML and after hydration, whatever the reader's time zone (the exact time is in each row's
// title). English keeps "23 Nov 2026, 14:05 UTC".
const WHEN = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  // Not hour12: false, which Node's ICU reads as h24 in Arabic ("24:30" past midnight, where
  // browsers write "00:30": a hydration mismatch every night between 00:00 and 01:00 UTC).
  hourCycle: "h23",
} as const;

/** The label of a stored action; a name this version no longer knows is shown as it is. */
function actionLabel(t: AdminTranslator, action: string): string {
  return isAdminAction(action) ? t.t(`auditAction.${action}`) : action;
}

function toRow(entry: AuditEntry, t: AdminTranslator): AuditRow {
  return {
    id: entry.id,
    at: entry.at,
    when: t.t("audit.whenUtc", {
      when: adminDateFormat(t.locale, WHEN).format(new Date(entry.at)),
    }),
    exactTime: `${entry.at.replace("T", " ").replace("Z", "")} UTC`,
    who: entry.actorName,
    action: entry.action,
    actionLabel: actionLabel(t, entry.action),
    course:
      entry.courseId === null
        ? null
        : { id: entry.courseId, title: entry.courseTitle ?? "", exists: entry.courseExists },
    summary: summarizeAuditDetails(entry.action, entry.details, t.t),
    ip: entry.ip,
  };
}

function filterOf(query: AuditLogQuery): AuditFilter {
  return {
    actorId:
      query.actor === "" ? undefined : query.actor === OWNER_FILTER_VALUE ? null : query.actor,
    courseId: query.course || undefined,
    action: query.action || undefined,
  };
}

export async function loadAuditLog(
  db: Database,
  query: AuditLogQuery,
  locale: Locale = "en",
): Promise<AuditLogView> {
  const t = adminTranslator(locale);
  const filter = filterOf(query);
  const entries = await findAuditEntries(db, filter, {
    before: query.before,
    after: query.after,
    limit: AUDIT_PAGE_SIZE,
  });
  const first = entries[0];
  const last = entries.at(-1);
  // Whether anything lies beyond each end of this page (one indexed row each).
  const [newerExists, olderExists] = await Promise.all([
    first
      ? findAuditEntries(db, filter, { after: first, limit: 1 }).then((rows) => rows.length > 0)
      : Promise.resolve(query.before !== undefined),
    last
      ? findAuditEntries(db, filter, { before: last, limit: 1 }).then((rows) => rows.length > 0)
      : Promise.resolve(query.after !== undefined),
  ]);
  const [actors, courses] = await Promise.all([findAuditActors(db), findAuditCourses(db)]);
  return {
    rows: entries.map((entry) => toRow(entry, t)),
    filters: {
      actors: actors.map((actor) => ({
        value: actor.actorId ?? OWNER_FILTER_VALUE,
        label: actor.name,
      })),
      courses: courses.map((course) => {
        const title = course.title.trim() || t.t("audit.untitled");
        return {
          value: course.courseId,
          label: course.exists ? title : t.t("audit.courseDeleted", { title }),
        };
      }),
      actions: ADMIN_ACTIONS.map((action) => ({
        value: action,
        label: actionLabel(t, action),
      })),
    },
    newer: newerExists
      ? auditLogSearch(query, first ? { after: formatCursor(first) } : {}) || "?"
      : null,
    older: olderExists
      ? auditLogSearch(query, last ? { before: formatCursor(last) } : {}) || "?"
      : null,
  };
}
