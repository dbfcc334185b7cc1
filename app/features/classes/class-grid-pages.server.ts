// What the class page, a learner's page in the class and the class's CSV export load (issue #29).
// Each is handed a class requireClassAccess has already allowed; the grid model is read once and
// rendered as the page's table or as the CSV (the same rows: class-grid-table.ts).
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { SchoolClass } from "~/lib/classes";
import { toCsv } from "~/lib/csv";
import { loadClassGrid } from "./class-grid-model.server";
import {
  gridCsvRows,
  gridTable,
  type GridCourse,
  type GridLearner,
  pageGridTable,
  type PageGridTable,
} from "./class-grid-table";

/** The class as its page's header shows it (no join code: the Manage page has it). */
export interface ClassHeader {
  id: string;
  name: string;
  description: string;
  startsOn: string | null;
  endsOn: string | null;
  archived: boolean;
  teachers: string[];
}

function headerOf(schoolClass: SchoolClass): ClassHeader {
  return {
    id: schoolClass.id,
    name: schoolClass.name,
    description: schoolClass.description,
    startsOn: schoolClass.startsOn,
    endsOn: schoolClass.endsOn,
    archived: schoolClass.archivedAt !== null,
    teachers: schoolClass.teachers.map((teacher) => teacher.name),
  };
}

export interface ClassPage {
  schoolClass: ClassHeader;
  courseCount: number;
  table: PageGridTable;
}

export async function loadClassPage(
  db: Database,
  schoolClass: SchoolClass,
  translator: AdminTranslator,
  now: Date,
): Promise<ClassPage> {
  const grid = await loadClassGrid(db, schoolClass, { locale: translator.locale, now });
  const table = gridTable(grid, translator);
  return {
    schoolClass: headerOf(schoolClass),
    courseCount: grid.courses.length,
    table: pageGridTable(table),
  };
}

export interface ClassLearnerPage {
  schoolClass: ClassHeader;
  today: string;
  learner: GridLearner;
  courses: GridCourse[];
}

/** One learner's progress in the class; null when they are not in it. */
export async function loadClassLearnerPage(
  db: Database,
  schoolClass: SchoolClass,
  learnerId: string,
  translator: AdminTranslator,
  now: Date,
): Promise<ClassLearnerPage | null> {
  const grid = await loadClassGrid(db, schoolClass, { locale: translator.locale, now, learnerId });
  const learner = grid.learners[0];
  if (!learner) return null;
  return { schoolClass: headerOf(schoolClass), today: grid.today, learner, courses: grid.courses };
}

/**
 * A download's file name from the class's name: `filename` an ASCII fallback (old browsers, and
 * no quote or control character that could break the header), `filename*` the name itself.
 */
export function csvFileName(className: string, today: string): { ascii: string; utf8: string } {
  const base = className.normalize("NFC").trim() || "class";
  const ascii =
    base
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^[-.]+|[-.]+$/g, "")
      .slice(0, 80) || "class";
  // No control character, quote, slash or backslash in a file name.
  const unsafe = (char: string) =>
    char.charCodeAt(0) < 32 || char === "\u007f" || `"\\/`.includes(char);
  const utf8 = [...base]
    .map((char) => (unsafe(char) ? "-" : char))
    .join("")
    .replace(/-{2,}/g, "-")
    .slice(0, 120);
  return { ascii: `${ascii}-${today}.csv`, utf8: `${utf8}-${today}.csv` };
}

/** RFC 5987's value-chars: encodeURIComponent leaves ' ( ) * that it does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The class grid as a CSV download, and its audit entry (class.export). Reading changes nothing
 * but the log: the entry is the only write, so it needs no transaction of its own.
 */
export async function exportClassGrid(
  db: Database,
  schoolClass: SchoolClass,
  translator: AdminTranslator,
  by: AuditOrigin,
  now: Date,
): Promise<Response> {
  const grid = await loadClassGrid(db, schoolClass, { locale: translator.locale, now });
  const table = gridTable(grid, translator);
  const body = toCsv(gridCsvRows(table));
  await recordAdminAction(db, {
    ...by,
    action: "class.export",
    at: now,
    details: {
      classId: schoolClass.id,
      className: schoolClass.name,
      learners: table.rows.length,
      courses: grid.courses.length,
    },
  });
  const name = csvFileName(schoolClass.name, grid.today);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.ascii}"; filename*=UTF-8''${rfc5987(name.utf8)}`,
      // A roster with names and progress: never kept by a browser or a proxy.
      "Cache-Control": "no-store",
    },
  });
}
