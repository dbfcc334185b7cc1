// The class sheet screen (issue #29, decision 0050): before printing, the class's learners and who
// will get a code, with the choice of how long codes stay valid; after, the printable sheets: one
// A4 page per 20 learners (app/app.css, .class-sheet), labelled in Arabic and French whatever the
// administrator's language, since the sheet is for the learners.
import "./classes.css";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { LEARNERS_PER_SHEET } from "~/lib/sign-in-code";
import type { PrintedSheet } from "./sign-in-code-sheet.server";

/** The printed sheet's fixed labels: Arabic, then French (the learners' two languages). */
const SHEET_LABELS = {
  heading: ["رموز الدخول", "Codes de connexion"],
  where: ["ادخل إلى", "Connectez-vous sur"],
  how: [
    "اكتب رقم هاتفك والرمز، ثم اختر كلمة مرور. الرمز يعمل مرة واحدة.",
    "Saisissez votre numéro de téléphone et le code, puis choisissez un mot de passe. Le code ne sert qu’une fois.",
  ],
  name: ["الاسم", "Nom"],
  phone: ["الهاتف", "Téléphone"],
  code: ["الرمز", "Code"],
  validUntil: ["صالح حتى", "Valable jusqu’au"],
  hasAccount: ["له حساب: يدخل بكلمة المرور", "A un compte\u202f: mot de passe"],
  page: ["الورقة", "Feuille"],
} as const;

function Bilingual({ label }: { label: keyof typeof SHEET_LABELS }) {
  const [ar, fr] = SHEET_LABELS[label];
  return (
    <>
      <span lang="ar" dir="rtl">
        {ar}
      </span>{" "}
      /{" "}
      <span lang="fr" dir="ltr">
        {fr}
      </span>
    </>
  );
}

export interface SheetListEntry {
  learnerId: string;
  name: string;
  contact: string;
  hasPassword: boolean;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The printable sheets. */
export function PrintedClassSheet({
  className,
  signInAddress,
  sheet,
}: {
  className: string;
  signInAddress: string;
  sheet: PrintedSheet;
}) {
  const day = sheet.expiresAt.slice(0, 10);
  const pages = chunks(sheet.entries, LEARNERS_PER_SHEET);
  return (
    <div className="class-sheet space-y-6">
      {pages.map((entries, index) => (
        <section
          key={index}
          className="class-sheet-page rounded-2xl border border-slate-300 bg-white p-4"
        >
          <header className="mb-3 space-y-1">
            <h2 className="text-xl font-bold">
              <Bilingual label="heading" /> — {className}
            </h2>
            <p>
              <Bilingual label="where" />{" "}
              <strong dir="ltr" className="font-mono">
                {signInAddress}
              </strong>
            </p>
            <p className="text-sm">
              {SHEET_LABELS.how[0]} — {SHEET_LABELS.how[1]}
            </p>
            <p className="text-sm">
              <Bilingual label="validUntil" />{" "}
              <strong dir="ltr" className="font-mono">
                {day}
              </strong>{" "}
              · <Bilingual label="page" /> {index + 1}/{pages.length}
            </p>
          </header>
          <div className="overflow-x-auto">
            <table className="min-w-full border-collapse text-sm">
              <thead>
                <tr>
                  <th scope="col" className="border border-slate-400 px-2 py-1 text-start">
                    <Bilingual label="name" />
                  </th>
                  <th scope="col" className="border border-slate-400 px-2 py-1 text-start">
                    <Bilingual label="phone" />
                  </th>
                  <th scope="col" className="border border-slate-400 px-2 py-1 text-start">
                    <Bilingual label="code" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.learnerId}>
                    <td className="border border-slate-400 px-2 py-1">{entry.name}</td>
                    <td className="border border-slate-400 px-2 py-1 font-mono" dir="ltr">
                      {entry.phone ?? entry.email}
                    </td>
                    <td className="border border-slate-400 px-2 py-1">
                      {entry.code ? (
                        <strong
                          dir="ltr"
                          className="font-mono text-lg tracking-wider"
                          data-sign-in-code
                        >
                          {entry.code}
                        </strong>
                      ) : (
                        <span className="text-xs">
                          {SHEET_LABELS.hasAccount[0]} / {SHEET_LABELS.hasAccount[1]}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

export function ClassSheetPage({
  classId,
  className,
  learners,
  validityDays,
  printed,
  signInAddress,
}: {
  classId: string;
  className: string;
  learners: SheetListEntry[];
  validityDays: readonly number[];
  printed: PrintedSheet | null;
  signInAddress: string;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      <p>
        <a href={`/admin/classes/${classId}`} className="text-sky-800 underline">
          {className}
        </a>
      </p>
      <h1 className="text-3xl font-bold">{t("classSheet.title")}</h1>
      {printed ? (
        <>
          <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
            {t("classSheet.made", { count: printed.codes, date: printed.expiresAt.slice(0, 10) })}
          </p>
          <PrintedClassSheet className={className} signInAddress={signInAddress} sheet={printed} />
        </>
      ) : (
        <>
          <p className="text-slate-700">{t("classSheet.intro")}</p>
          {learners.length === 0 ? (
            <p>{t("classSheet.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
              <table className="min-w-full text-sm">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t("classSheet.column.name")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t("classSheet.column.contact")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start">
                      {t("classSheet.column.status")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {learners.map((learner) => (
                    <tr key={learner.learnerId} className="border-t border-slate-100">
                      <td className="px-3 py-2">{learner.name}</td>
                      <td className="px-3 py-2" dir="ltr">
                        {learner.contact}
                      </td>
                      <td className="px-3 py-2">
                        {learner.hasPassword
                          ? t("classSheet.hasAccount")
                          : t("classSheet.willGetCode")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Form
            method="post"
            className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <input type="hidden" name="intent" value="print" />
            <label className="space-y-1">
              <span className="block font-bold">{t("classSheet.validity")}</span>
              <select name="days" defaultValue="14" className="rounded-lg border px-3 py-2">
                {validityDays.map((days) => (
                  <option key={days} value={days}>
                    {t("classSheet.days", { days })}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit">{t("classSheet.print")}</Button>
          </Form>
        </>
      )}
    </div>
  );
}
