// The import screen (issue #14): choose a ZIP made by Export, send it, and see what happened:
// the courses created as drafts, each linked to its editor, or every problem with its place in
// the file (and then nothing was imported). A plain multipart form: it works without JavaScript;
// with it, a file over the limit is refused before it is sent.
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { ImportResult } from "./import-courses.server";
import { IMPORT_FILE_FIELD, IMPORT_LIMITS } from "./manifest";

const MAX_MB = IMPORT_LIMITS.fileBytes / 1024 / 1024;

function importedMessage({ t, locale }: AdminTranslator, count: number): string {
  return t(count === 1 ? "import.importedOne" : "import.importedMany", {
    count: adminNumber(locale, count),
  });
}

/** Every problem found, the listed ones and those past the list's limit (issue #26). */
const problemCount = (result: Extract<ImportResult, { ok: false }>) =>
  result.problems.length + (result.more ?? 0);

function useResultToast(result: ImportResult | undefined) {
  const show = useToast();
  const translator = useAdminI18n();
  useEffect(() => {
    if (!result) return;
    const { t, locale } = translator;
    if (result.ok)
      show({
        title: t("import.complete"),
        description: importedMessage(translator, result.courses.length),
      });
    else {
      const count = problemCount(result);
      show({
        title: t("import.failed"),
        description: t(count === 1 ? "import.problemsFoundOne" : "import.problemsFoundMany", {
          count: adminNumber(locale, count),
        }),
        variant: "destructive",
      });
    }
  }, [result, show, translator]);
}

export function ImportCoursesPage({ result }: { result: ImportResult | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [tooLarge, setTooLarge] = useState(false);
  useResultToast(result);
  const translator = useAdminI18n();
  const { t, locale } = translator;

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center text-sm text-emerald-800 underline"
        >
          {t("error.backToDashboard")}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{t("import.title")}</h1>
        <p className="mt-1 text-slate-600">
          {t("import.intro", { max: adminNumber(locale, MAX_MB) })}
        </p>
      </div>

      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 bg-white p-5"
        onSubmit={(event) => {
          const file = new FormData(event.currentTarget).get(IMPORT_FILE_FIELD);
          const over = file instanceof File && file.size > IMPORT_LIMITS.fileBytes;
          setTooLarge(over);
          if (over) event.preventDefault();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="font-bold">
            {t("import.file")}
          </label>
          <input
            id="import-file"
            type="file"
            name={IMPORT_FILE_FIELD}
            accept=".zip,application/zip"
            required
            className="min-h-11 text-sm"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("import.importing") : t("import.submit")}
        </Button>
      </Form>

      {tooLarge ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {t("import.tooLarge", { max: adminNumber(locale, MAX_MB) })}
        </p>
      ) : null}

      {result?.ok ? (
        <section
          aria-labelledby="import-result"
          className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
        >
          <h2 id="import-result" className="text-xl font-bold">
            {importedMessage(translator, result.courses.length)}
          </h2>
          <ul className="list-disc space-y-1 ps-6">
            {result.courses.map((course) => (
              <li key={course.id}>
                <Link
                  to={`/admin/course/${course.id}`}
                  className="text-emerald-900 underline"
                  dir="auto"
                >
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/admin" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("error.backToDashboard")}
          </Link>
        </section>
      ) : result ? (
        <section
          role="alert"
          aria-labelledby="import-result"
          className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950"
        >
          <h2 id="import-result" className="text-xl font-bold">
            {t("import.nothingImported")}
          </h2>
          <p>
            {problemCount(result) === 1
              ? t("import.fixOne")
              : t("import.fixMany", { count: adminNumber(locale, problemCount(result)) })}
          </p>
          <ul className="list-disc space-y-1 ps-6">
            {result.problems.map((problem, index) => (
              <li key={index}>
                <code className="font-mono text-sm" dir="ltr">
                  {problem.place}
                </code>
                : <span dir="auto">{problem.message}</span>
              </li>
            ))}
            {result.more ? (
              <li>{t("import.more", { count: adminNumber(locale, result.more) })}</li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
