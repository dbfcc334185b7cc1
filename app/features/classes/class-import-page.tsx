// The 'Import learners' screen (issue #29): the upload form, then the row-by-row preview whose
// 'Import' button posts the same text back (a hidden field; the server plans it again and applies
// it only if the plan is the one shown). Plain forms: it works without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { AdminMessageKey } from "~/i18n/admin/en";
import type { ImportCounts, PlannedRow } from "./class-import.server";

export type ClassImportState =
  | { step: "refused"; error: string }
  | {
      step: "preview";
      rows: PlannedRow[];
      counts: ImportCounts;
      csv: string;
      planHash: string;
      /** Shown above the preview: why it is shown again. */
      notice: string | null;
    }
  | { step: "done"; counts: ImportCounts }
  /** 'Add a learner': what happened, or why not, with what was typed. */
  | { step: "added"; message: string }
  | { step: "addRefused"; error: string; name: string; contact: string };

const OUTCOME_CLASS: Record<PlannedRow["outcome"], string> = {
  new: "text-emerald-800",
  add: "text-sky-800",
  member: "text-slate-600",
  refused: "font-bold text-red-800",
};

function OutcomeText({ row }: { row: PlannedRow }) {
  const { t } = useAdminI18n();
  if (row.outcome !== "refused") {
    return <>{t(`classImport.outcome.${row.outcome}` as AdminMessageKey)}</>;
  }
  const reason = t(`classImport.reason.${row.reason}` as AdminMessageKey, {
    line: row.firstLine ?? 0,
  });
  return <>{t("classImport.outcome.refused", { reason })}</>;
}

function Preview({ state }: { state: Extract<ClassImportState, { step: "preview" }> }) {
  const { t } = useAdminI18n();
  const { counts } = state;
  const importable = counts.new + counts.add > 0;
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-4">
      <h2 id="import-preview-heading" className="text-xl font-bold">
        {t("classImport.previewHeading")}
      </h2>
      {state.notice ? (
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-950">
          {state.notice}
        </p>
      ) : null}
      <p role="status">{t("classImport.summary", { ...counts })}</p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-start">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("classImport.column.line")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("classImport.column.name")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("classImport.column.contact")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("classImport.column.outcome")}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr key={row.line} className="border-t border-slate-100" data-outcome={row.outcome}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2" dir="ltr">
                  {[row.phone, row.email].filter(Boolean).join(" · ")}
                </td>
                <td className={`px-3 py-2 ${OUTCOME_CLASS[row.outcome]}`}>
                  <OutcomeText row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {importable ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="planHash" value={state.planHash} />
          <input type="hidden" name="csv" value={state.csv} />
          <Button type="submit">{t("classImport.import")}</Button>
        </Form>
      ) : (
        <p>{t("classImport.nothingToImport")}</p>
      )}
    </section>
  );
}

export function ClassImportPage({
  classId,
  className,
  maxMegabytes,
  state,
}: {
  classId: string;
  className: string;
  maxMegabytes: number;
  state: ClassImportState | null;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      <p>
        <a href={`/admin/classes/${classId}`} className="text-sky-800 underline">
          {className}
        </a>
      </p>
      <h1 className="text-3xl font-bold">{t("classImport.title")}</h1>
      {state?.step === "done" ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {t("classImport.done", { ...state.counts })}{" "}
          <a href={`/admin/classes/${classId}/sheet`} className="underline">
            {t("classImport.sheetLink")}
          </a>
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      >
        <p className="text-sm text-slate-700">{t("classImport.intro")}</p>
        <input type="hidden" name="intent" value="preview" />
        <label htmlFor="roster-file" className="block font-bold">
          {t("classImport.file", { max: maxMegabytes })}
        </label>
        <input
          id="roster-file"
          name="file"
          type="file"
          required
          accept=".csv,text/csv,text/plain"
          aria-invalid={state?.step === "refused" ? true : undefined}
          aria-describedby={state?.step === "refused" ? "roster-file-error" : undefined}
          className={inputClass}
        />
        {state?.step === "refused" ? (
          <p id="roster-file-error" role="alert" className="text-sm text-red-800">
            {state.error}
          </p>
        ) : null}
        <Button type="submit">{t("classImport.preview")}</Button>
      </Form>
      {state?.step === "preview" ? <Preview state={state} /> : null}
      <AddOneLearner state={state} />
    </div>
  );
}

/** One learner typed in: the same rules as a roster's row, without a file. */
function AddOneLearner({ state }: { state: ClassImportState | null }) {
  const { t } = useAdminI18n();
  const refused = state?.step === "addRefused" ? state : null;
  return (
    <Form
      method="post"
      aria-labelledby="add-one-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="add-one-heading" className="text-xl font-bold">
        {t("classImport.addOne.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("classImport.addOne.intro")}</p>
      {state?.step === "added" ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="add-one" />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block space-y-1">
          <span className="font-bold">{t("classImport.addOne.name")}</span>
          <input
            name="name"
            required
            maxLength={200}
            defaultValue={refused?.name}
            dir="auto"
            className={inputClass}
          />
        </label>
        <label className="block space-y-1">
          <span className="font-bold">{t("classImport.addOne.contact")}</span>
          <input
            name="contact"
            required
            maxLength={320}
            defaultValue={refused?.contact}
            dir="ltr"
            autoComplete="off"
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "add-one-error" : undefined}
            className={inputClass}
          />
        </label>
      </div>
      {refused ? (
        <p id="add-one-error" role="alert" className="text-sm text-red-800">
          {refused.error}
        </p>
      ) : null}
      <Button type="submit">{t("classImport.addOne.submit")}</Button>
    </Form>
  );
}
