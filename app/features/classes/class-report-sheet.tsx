// The donor report's printed sheets (issue #29): one A4 portrait sheet per class (app.css:
// .class-report-sheet), in the report's language (Arabic or French, whatever the admin area
// speaks), with the organisation's name, the period, the day the figures stop and the day it was
// produced; then the legend of the suppression marks (decision 0051). The table scrolls sideways
// on a phone's screen; on paper it fits the sheet's width.
import "./classes.css";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { adminDay } from "~/i18n/admin/admin-format";
import { pickLocalized } from "~/lib/course/course-text";
import type { ClassReport } from "./class-report.server";
import type { ReportLanguage } from "./class-report-page.server";
import { figureText, REPORT_FIGURES } from "./class-report-text";

export function ClassReportSheets({
  report,
  lang,
  organisation,
}: {
  report: ClassReport;
  lang: ReportLanguage;
  organisation: string;
}) {
  const translator = adminTranslator(lang);
  const { t, dir } = translator;
  const day = (iso: string) => adminDay(lang, iso.slice(0, 10));
  // The figures stop at the end of the period's last day, or now (a month still running).
  const asOf = new Date(Date.parse(report.asOf) - 1).toISOString();
  return (
    <div className="space-y-6">
      {report.sheets.map((sheet) => (
        <section
          key={sheet.classId}
          lang={lang}
          dir={dir}
          aria-labelledby={`report-${sheet.classId}`}
          className="class-report-sheet space-y-3 rounded-2xl border border-slate-200 bg-white p-6"
        >
          {organisation ? (
            <p className="text-lg font-bold" dir="auto">
              {organisation}
            </p>
          ) : null}
          <h2 id={`report-${sheet.classId}`} className="text-2xl font-bold">
            {t("classReport.sheet.heading")}
          </h2>
          <p className="font-bold">
            <bdi>{t("classReport.sheet.class", { name: sheet.className })}</bdi>
            {sheet.archived ? ` ${t("classReport.sheet.archived")}` : null}
          </p>
          <p>
            {t("classReport.sheet.period", {
              from: day(report.period.from),
              to: day(report.period.to),
            })}
            {" · "}
            {t("classReport.sheet.asOf", { date: day(asOf) })}
            {" · "}
            {t("classReport.sheet.produced", { date: day(report.producedAt) })}
          </p>
          {sheet.lines.length === 1 ? (
            <p className="text-slate-700">{t("classReport.sheet.noCourses")}</p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <thead>
                <tr className="border-b border-slate-300 text-start align-bottom">
                  <th scope="col" className="p-2 text-start">
                    {t("classReport.col.course")}
                  </th>
                  {REPORT_FIGURES.map((figure) => (
                    <th key={figure} scope="col" className="p-2 text-end">
                      {t(`classReport.col.${figure}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.lines.map((line) => (
                  <tr
                    key={line.courseId ?? "class"}
                    className={`border-b border-slate-100 ${line.courseId === null ? "font-bold" : ""}`}
                  >
                    <th scope="row" className="p-2 text-start font-normal">
                      {line.title === null ? (
                        <strong>{t("classReport.row.allCourses")}</strong>
                      ) : (
                        <bdi>{pickLocalized(lang, line.title)?.text ?? line.courseId}</bdi>
                      )}
                    </th>
                    {REPORT_FIGURES.map((figure) => (
                      <td key={figure} className="p-2 text-end tabular-nums">
                        {figureText(translator, line.figures[figure], {
                          percent: figure === "medianScore",
                        })}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-slate-600">{t("classReport.legend")}</p>
        </section>
      ))}
    </div>
  );
}
