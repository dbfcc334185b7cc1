// One line of text per audit entry, from its details (issue #14 part 6): the field-level changes
// of a course save, the counts of a deletion, the file of an upload; other actions' details (those
// of later features: invitations, roles, imports) as "key: value" pairs, so nothing recorded is
// ever hidden from the page. The words around the recorded values are in the reader's language
// (issue #27); what was recorded (field labels, titles, keys) is shown as it was recorded.
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import type {
  CourseCreateDetails,
  CourseUpdateDetails,
  FieldChange,
  ListChanges,
} from "~/lib/admin-audit";

type T = AdminTranslator["t"];

const quote = (value: string) => `“${value}”`;

/** "3 lessons" in the reader's language. */
function counted(t: T, n: number, noun: "lesson" | "link" | "question" | "attempt"): string {
  return t(n === 1 ? `auditSummary.${noun}.one` : `auditSummary.${noun}.other`, { count: n });
}

function fieldChange(t: T, change: FieldChange): string {
  if (change.from === undefined || change.to === undefined)
    return t("auditSummary.changed", { field: change.label });
  const show = (value: string) => (value === "" ? t("auditSummary.empty") : quote(value));
  return t("auditSummary.fieldChange", {
    field: change.label,
    from: show(change.from),
    to: show(change.to),
  });
}

function listChange(t: T, name: string, changes: ListChanges): string {
  const part = (
    count: number,
    verb: "auditSummary.added" | "auditSummary.removed" | "auditSummary.edited",
    titles: string[],
  ) => {
    if (count === 0) return [];
    const shown = titles.map(quote).join(", ");
    const more =
      count > titles.length ? t("auditSummary.andMore", { count: count - titles.length }) : "";
    return [`${t(verb, { count })}${shown ? ` (${shown}${more})` : ""}`];
  };
  const parts = [
    ...part(changes.added, "auditSummary.added", changes.addedTitles),
    ...part(changes.removed, "auditSummary.removed", changes.removedTitles),
    ...part(changes.edited, "auditSummary.edited", changes.editedTitles),
    ...(changes.reordered ? [t("auditSummary.reordered")] : []),
  ];
  return `${name}: ${parts.join(", ")}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldList(value: unknown): value is FieldChange[] {
  return Array.isArray(value) && value.every((item) => isObject(item) && "label" in item);
}

function summarizeUpdate(t: T, details: CourseUpdateDetails): string {
  const parts = details.fields.map((change) => fieldChange(t, change));
  if (details.lessons) parts.push(listChange(t, t("auditSummary.lessons"), details.lessons));
  if (details.links) parts.push(listChange(t, t("auditSummary.links"), details.links));
  if (details.questions) parts.push(listChange(t, t("auditSummary.questions"), details.questions));
  return parts.length > 0 ? parts.join("; ") : t("auditSummary.noChanges");
}

function summarizeCreate(t: T, details: CourseCreateDetails): string {
  const fields = details.fields.map((field) => `${field.label}: ${quote(field.to ?? "")}`);
  const counts = [
    counted(t, details.lessons, "lesson"),
    counted(t, details.links, "link"),
    ...(details.questions ? [counted(t, details.questions, "question")] : []),
  ].join(", ");
  return [...fields, counts].join("; ");
}

function plain(t: T, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? t("auditSummary.yes") : t("auditSummary.no");
  return JSON.stringify(value);
}

/** Generic: `key: value` pairs, keys as words ("trustedBrowser" → "trusted browser"). */
function summarizeAny(t: T, details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()}: ${plain(t, value)}`,
    )
    .join("; ");
}

/** The summary of an entry's details (its stored JSON text), in the language of `t`. */
export function summarizeAuditDetails(action: string, detailsJson: string, t: T): string {
  let details: unknown;
  try {
    details = JSON.parse(detailsJson);
  } catch {
    return detailsJson;
  }
  if (!isObject(details)) return plain(t, details);
  if (action === "course.update" && isFieldList(details.fields)) {
    return summarizeUpdate(t, details as CourseUpdateDetails);
  }
  if (action === "course.create" && isFieldList(details.fields)) {
    return summarizeCreate(t, details as CourseCreateDetails);
  }
  if (action === "course.delete" && typeof details.lessons === "number") {
    const state = t(details.wasPublished ? "auditSummary.wasPublished" : "auditSummary.wasDraft");
    const counts = [
      counted(t, details.lessons, "lesson"),
      counted(t, Number(details.links ?? 0), "link"),
    ].join(", ");
    return `${state}; ${counts}`;
  }
  if (typeof details.count === "number") return summarizeCounted(t, details);
  return summarizeAny(t, details);
}

/**
 * An entry that counts repeated attempts (failed sign-ins, one entry per address and hour, issue
 * #26): its other details, then how many and when the last was ("5 attempts, the last at
 * 14:37:12 UTC"); the entry's own time is the first's.
 */
function summarizeCounted(t: T, details: Record<string, unknown>): string {
  const { count, lastAt, ...rest } = details;
  const n = Number(count);
  const last = typeof lastAt === "string" ? /T(\d\d:\d\d:\d\d)/.exec(lastAt)?.[1] : undefined;
  const attempts =
    n > 1 && last
      ? t("auditSummary.attemptsLast", { attempts: counted(t, n, "attempt"), time: last })
      : counted(t, n, "attempt");
  const others = summarizeAny(t, rest);
  return others ? `${others}; ${attempts}` : attempts;
}
