// One line of text per audit entry, from its details (issue #14 part 6): the field-level changes
// of a course save, the counts of a deletion, the file of an upload; other actions' details (those
// of later features: invitations, roles, imports) as "key: value" pairs, so nothing recorded is
// ever hidden from the page.
import type {
  CourseCreateDetails,
  CourseUpdateDetails,
  FieldChange,
  ListChanges,
} from "~/lib/admin-audit";

const quote = (value: string) => `“${value}”`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function fieldChange(change: FieldChange): string {
  if (change.from === undefined || change.to === undefined) return `${change.label} changed`;
  const show = (value: string) => (value === "" ? "(empty)" : quote(value));
  return `${change.label}: ${show(change.from)} → ${show(change.to)}`;
}

function listChange(name: string, changes: ListChanges): string {
  const part = (count: number, verb: string, titles: string[]) => {
    if (count === 0) return [];
    const shown = titles.map(quote).join(", ");
    const more = count > titles.length ? ` and ${count - titles.length} more` : "";
    return [`${count} ${verb}${shown ? ` (${shown}${more})` : ""}`];
  };
  const parts = [
    ...part(changes.added, "added", changes.addedTitles),
    ...part(changes.removed, "removed", changes.removedTitles),
    ...part(changes.edited, "edited", changes.editedTitles),
    ...(changes.reordered ? ["reordered"] : []),
  ];
  return `${name}: ${parts.join(", ")}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldList(value: unknown): value is FieldChange[] {
  return Array.isArray(value) && value.every((item) => isObject(item) && "label" in item);
}

function summarizeUpdate(details: CourseUpdateDetails): string {
  const parts = details.fields.map(fieldChange);
  if (details.lessons) parts.push(listChange("Lessons", details.lessons));
  if (details.links) parts.push(listChange("Links", details.links));
  if (details.questions) parts.push(listChange("Quiz questions", details.questions));
  return parts.length > 0 ? parts.join("; ") : "Saved without changes";
}

function summarizeCreate(details: CourseCreateDetails): string {
  const fields = details.fields.map((field) => `${field.label}: ${quote(field.to ?? "")}`);
  const quiz = details.questions ? `, ${plural(details.questions, "quiz question")}` : "";
  const counts = `${plural(details.lessons, "lesson")}, ${plural(details.links, "link")}${quiz}`;
  return [...fields, counts].join("; ");
}

function plain(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return JSON.stringify(value);
}

/** Generic: `key: value` pairs, keys as words ("trustedBrowser" → "trusted browser"). */
function summarizeAny(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) => `${key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()}: ${plain(value)}`,
    )
    .join("; ");
}

/** The summary of an entry's details (its stored JSON text). */
export function summarizeAuditDetails(action: string, detailsJson: string): string {
  let details: unknown;
  try {
    details = JSON.parse(detailsJson);
  } catch {
    return detailsJson;
  }
  if (!isObject(details)) return plain(details);
  if (action === "course.update" && isFieldList(details.fields)) {
    return summarizeUpdate(details as CourseUpdateDetails);
  }
  if (action === "course.create" && isFieldList(details.fields)) {
    return summarizeCreate(details as CourseCreateDetails);
  }
  if (action === "course.delete" && typeof details.lessons === "number") {
    const state = details.wasPublished ? "published" : "draft";
    return `Was ${state}; ${plural(details.lessons, "lesson")}, ${plural(Number(details.links ?? 0), "link")}`;
  }
  if (typeof details.count === "number") return summarizeCounted(details);
  return summarizeAny(details);
}

/**
 * An entry that counts repeated attempts (failed sign-ins, one entry per address and hour, issue
 * #26): its other details, then how many and when the last was ("5 attempts, the last at
 * 14:37:12 UTC"); the entry's own time is the first's.
 */
function summarizeCounted(details: Record<string, unknown>): string {
  const { count, lastAt, ...rest } = details;
  const n = Number(count);
  const last = typeof lastAt === "string" ? /T(\d\d:\d\d:\d\d)/.exec(lastAt)?.[1] : undefined;
  const attempts =
    n > 1 && last ? `${plural(n, "attempt")}, the last at ${last} UTC` : plural(n, "attempt");
  const others = summarizeAny(rest);
  return others ? `${others}; ${attempts}` : attempts;
}
