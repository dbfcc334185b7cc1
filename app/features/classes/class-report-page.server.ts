// The donor report's request (issue #29): which period, which classes and which language a
// GET asks for, read once for the page (/admin/classes/report) and its CSV
// (/admin/classes/report.csv), and the audit entry a download writes.
//
// What is audited (decision 0051): a report that leaves the screen, that is the CSV and the
// printable version (?print=1), one `class.report_download` entry per class in it, in one
// transaction. Recording on a GET is acceptable here: it changes nothing anyone sees, like an
// access log; the page needs an administrator's session cookie (no link previewer gets there),
// and browsing the report on screen records nothing.
import { z } from "zod";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { listClasses } from "~/.server/db/repositories/classes";
import { findSiteSetting } from "~/.server/db/repositories/site-settings";
import type { Database } from "~/.server/db/schema";
import type { Locale } from "~/i18n/locales";
import type { ActingAdmin } from "~/lib/admin-roles";
import { isCalendarDay } from "~/lib/classes";
import { classScopeOf } from "./class-access.server";
import { classReportCsv, classReportFileName } from "./class-report-csv.server";
import {
  buildClassReport,
  currentMonth,
  monthPeriod,
  type ClassReport,
  type ReportPeriod,
} from "./class-report.server";

/** The languages a donor reads the report in (issue #29): Arabic and French. */
export const REPORT_LANGUAGES = ["ar", "fr"] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

const MAX_RANGE_DAYS = 731;

const reportQuery = z.object({
  month: z.string().max(7).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
  class: z.string().max(100).optional(),
  lang: z.enum(REPORT_LANGUAGES).optional().catch(undefined),
  print: z.literal("1").optional().catch(undefined),
});

export interface ReportRequest {
  /** null: the period asked for is not one (the page says so). */
  period: ReportPeriod | null;
  classId: string | null;
  lang: ReportLanguage;
  print: boolean;
  /** What the form shows back. */
  form: { month: string; from: string; to: string; classId: string; lang: ReportLanguage };
}

/**
 * Reads the query: a range when From and To are both given, else the month (the current one when
 * none). The language: `lang`, else the admin area's if it is Arabic or French, else Arabic.
 */
export function readReportRequest(url: URL, adminLocale: Locale, now = new Date()): ReportRequest {
  const parsed = reportQuery.safeParse(Object.fromEntries(url.searchParams));
  // A query that is not one of ours (a field far too long) is a period that is not one: the page
  // says so and the CSV refuses, rather than answering for other classes than the one named.
  const query = parsed.success ? parsed.data : { month: "invalid" };
  const lang: ReportLanguage =
    query.lang ?? (adminLocale === "fr" || adminLocale === "ar" ? adminLocale : "ar");
  const from = query.from?.trim() ?? "";
  const to = query.to?.trim() ?? "";
  const month = query.month?.trim() || currentMonth(now);
  let period: ReportPeriod | null;
  if (from || to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    period =
      isCalendarDay(from) && isCalendarDay(to) && days >= 0 && days <= MAX_RANGE_DAYS
        ? { from, to, month: null }
        : null;
  } else {
    period = monthPeriod(month);
  }
  const classId = query.class?.trim() || null;
  return {
    period,
    classId,
    lang,
    print: query.print === "1",
    form: { month: period?.month ?? month, from, to, classId: classId ?? "", lang },
  };
}

/** The organisation's name for the report's heading ('' when the owner has not set it). */
export async function organisationName(db: Database): Promise<string> {
  return (await findSiteSetting(db, "organisation_name")) ?? "";
}

/** The classes the administrator may choose among (the form's list). */
export async function reportClassChoices(db: Database, admin: ActingAdmin) {
  return (await listClasses(db, classScopeOf(admin))).map((c) => ({ id: c.id, name: c.name }));
}

/**
 * The report the request asks for; a thrown 404 when it names a class this administrator may not
 * see (or none exists), the same answer for both, as requireClassAccess gives.
 */
export async function reportFor(
  db: Database,
  admin: ActingAdmin,
  request: ReportRequest & { period: ReportPeriod },
  now = new Date(),
): Promise<ClassReport> {
  const report = await buildClassReport(
    db,
    admin,
    { period: request.period, classId: request.classId },
    now,
  );
  if (!report) throw new Response(null, { status: 404 });
  return report;
}

/** One `class.report_download` entry per class of the report, in one transaction. */
export async function recordReportDownload(
  db: Database,
  report: ClassReport,
  details: { lang: ReportLanguage; format: "csv" | "print" },
  by: AuditOrigin,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const sheet of report.sheets) {
      await recordAdminAction(trx, {
        ...by,
        action: "class.report_download",
        at: now,
        details: {
          classId: sheet.classId,
          className: sheet.className,
          from: report.period.from,
          to: report.period.to,
          lang: details.lang,
          format: details.format,
        },
      });
    }
  });
}

/** Everything the report's page shows; a thrown 404 for a class not the administrator's. */
export async function loadClassReportPage(
  db: Database,
  by: AuditOrigin & { admin: ActingAdmin },
  url: URL,
  adminLocale: Locale,
  now = new Date(),
) {
  const request = readReportRequest(url, adminLocale, now);
  const classes = await reportClassChoices(db, by.admin);
  const organisation = await organisationName(db);
  const base = { request, classes, organisation };
  if (!request.period) return { ...base, report: null, invalidPeriod: true };
  const report = await reportFor(db, by.admin, { ...request, period: request.period }, now);
  if (request.print) {
    await recordReportDownload(db, report, { lang: request.lang, format: "print" }, by, now);
  }
  return { ...base, report, invalidPeriod: false };
}

/** The CSV download: the file, and its audit entries; null for a period that is not one. */
export async function downloadClassReportCsv(
  db: Database,
  by: AuditOrigin & { admin: ActingAdmin },
  url: URL,
  adminLocale: Locale,
  now = new Date(),
): Promise<{ fileName: string; csv: string } | null> {
  const request = readReportRequest(url, adminLocale, now);
  if (!request.period) return null;
  const report = await reportFor(db, by.admin, { ...request, period: request.period }, now);
  await recordReportDownload(db, report, { lang: request.lang, format: "csv" }, by, now);
  return {
    fileName: classReportFileName(report),
    csv: classReportCsv(report, request.lang, await organisationName(db)),
  };
}
