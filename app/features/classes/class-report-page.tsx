// /admin/classes/report's page (issue #29): the choice of period, class and language (a GET form,
// so it works without JavaScript and a report's address can be kept), the CSV and printable
// links for that choice, and the sheets themselves. The controls are not printed (app.css).
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { ClassReport } from "./class-report.server";
import type { ReportRequest } from "./class-report-page.server";
import { ClassReportSheets } from "./class-report-sheet";

export interface ClassReportPageData {
  request: ReportRequest;
  classes: { id: string; name: string }[];
  organisation: string;
  report: ClassReport | null;
  invalidPeriod: boolean;
}

/** The query of the current choice, for the CSV and printable links. */
function choiceQuery(request: ReportRequest, extra: Record<string, string> = {}): string {
  const { form } = request;
  const params = new URLSearchParams();
  if (form.from || form.to) {
    params.set("from", form.from);
    params.set("to", form.to);
  } else {
    params.set("month", form.month);
  }
  if (form.classId) params.set("class", form.classId);
  params.set("lang", form.lang);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export function ClassReportPage({ data }: { data: ClassReportPageData }) {
  const { t } = useAdminI18n();
  const { request, classes, organisation, report, invalidPeriod } = data;
  const { form } = request;
  return (
    <div className="space-y-6">
      <div className="class-report-controls space-y-4">
        <h1 className="text-3xl font-bold">{t("classReport.title")}</h1>
        <p className="text-slate-700">{t("classReport.intro")}</p>
        <Form
          method="get"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <TextField
            label={t("classReport.month")}
            name="month"
            type="month"
            dir="ltr"
            defaultValue={form.month}
            pattern="\d{4}-\d{2}"
          />
          <TextField
            label={t("classReport.from")}
            name="from"
            type="date"
            dir="ltr"
            defaultValue={form.from}
            hint={t("classReport.rangeHint")}
          />
          <TextField
            label={t("classReport.to")}
            name="to"
            type="date"
            dir="ltr"
            defaultValue={form.to}
          />
          <SelectField
            label={t("classReport.class")}
            name="class"
            defaultValue={form.classId}
            options={[
              { value: "", label: t("classReport.allClasses") },
              ...classes.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <SelectField
            label={t("classReport.language")}
            name="lang"
            defaultValue={form.lang}
            options={[
              { value: "ar", label: t("classReport.lang.ar") },
              { value: "fr", label: t("classReport.lang.fr") },
            ]}
          />
          <div className="flex items-end">
            <Button type="submit">{t("classReport.show")}</Button>
          </div>
        </Form>
        {invalidPeriod ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
            {t("classReport.invalidPeriod")}
          </p>
        ) : null}
        {report && report.sheets.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/admin/classes/report.csv?${choiceQuery(request)}`}
              download
              className={buttonVariants({ variant: "outline" })}
            >
              {t("classReport.downloadCsv")}
            </a>
            <Link
              to={`/admin/classes/report?${choiceQuery(request, { print: "1" })}`}
              reloadDocument
              className={buttonVariants({ variant: "outline" })}
            >
              {t("classReport.print")}
            </Link>
            <span className="text-sm text-slate-600">{t("classReport.printHint")}</span>
          </div>
        ) : null}
      </div>
      {report && report.sheets.length === 0 ? (
        <p className="text-slate-700">{t("classReport.noClasses")}</p>
      ) : null}
      {report ? (
        <ClassReportSheets report={report} lang={request.lang} organisation={organisation} />
      ) : null}
    </div>
  );
}
