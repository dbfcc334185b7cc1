// The donor report as a CSV file (issue #29): the same lines and the same suppressed figures as
// the printed sheets, one line per class and course, through the one CSV writer (app/lib/csv.ts:
// BOM, quoting, formula cells neutralised). The organisation and the period are on every line so
// that a spreadsheet's filter or a pasted range keeps them.
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { pickLocalized } from "~/lib/course/course-text";
import { toCsv } from "~/lib/csv";
import type { ClassReport } from "./class-report.server";
import type { ReportLanguage } from "./class-report-page.server";
import { figureText, REPORT_FIGURES } from "./class-report-text";

export function classReportCsv(
  report: ClassReport,
  lang: ReportLanguage,
  organisation: string,
): string {
  const translator = adminTranslator(lang);
  const { t } = translator;
  const header = [
    t("classReport.csv.organisation"),
    t("classReport.csv.period"),
    t("classReport.class"),
    t("classReport.col.course"),
    ...REPORT_FIGURES.map((figure) => t(`classReport.col.${figure}`)),
  ];
  const period = `${report.period.from} – ${report.period.to}`;
  const rows = report.sheets.flatMap((sheet) =>
    sheet.lines.map((line) => [
      organisation,
      period,
      sheet.className,
      line.title === null
        ? t("classReport.row.allCourses")
        : (pickLocalized(lang, line.title)?.text ?? line.courseId),
      ...REPORT_FIGURES.map((figure) =>
        figureText(translator, line.figures[figure], { plain: true }),
      ),
    ]),
  );
  return toCsv([header, ...rows]);
}

/** The file's name: the period, so a month's downloads sort. */
export function classReportFileName(report: ClassReport): string {
  const period = report.period.month ?? `${report.period.from}_${report.period.to}`;
  return `donor-report-${period}.csv`;
}
