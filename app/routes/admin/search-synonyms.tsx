// /admin/search-synonyms: the sets of words search treats as one, "Excel, اكسل, إكسل" (issue #27
// item 8, docs/decisions/0045-search-synonyms.md). Owners and editors; every change audited.
import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/search-synonyms";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { readForm } from "~/.server/http/read-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import {
  addSearchSynonymSet,
  changeSearchSynonymSet,
  listSearchSynonymSets,
  removeSearchSynonymSet,
} from "~/features/search-synonyms/manage-search-synonyms.server";
import { adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "synonyms.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.editSearchSynonyms);
  return { sets: await listSearchSynonymSets(context.db) };
}

const TERMS = z.string().max(2000);
const ID = z.string().min(1).max(64);
const synonymAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), terms: TERMS }),
  z.object({ intent: z.literal("update"), id: ID, terms: TERMS }),
  z.object({ intent: z.literal("delete"), id: ID }),
]);

export type SynonymActionResult =
  { ok: true; message: string } | { ok: false; error: string; id?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.editSearchSynonyms);
  // Errors and notices in the administrator's language (issue #27).
  const translator = await adminTranslatorOf(request, context, session);
  const { t } = translator;
  const parsed = synonymAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<SynonymActionResult>(
      { ok: false, error: t("synonyms.invalidRequest") },
      { status: 400 },
    );
  }
  const by = auditOrigin(session, context);
  const form = parsed.data;
  const result =
    form.intent === "create"
      ? await addSearchSynonymSet(context.db, form.terms, by, translator)
      : form.intent === "update"
        ? await changeSearchSynonymSet(context.db, form.id, form.terms, by, translator)
        : await removeSearchSynonymSet(context.db, form.id, by, translator);
  if (!result.ok) {
    return data<SynonymActionResult>(
      { ok: false, error: result.error, id: form.intent === "create" ? undefined : form.id },
      { status: result.status },
    );
  }
  const done = {
    create: t("synonyms.added"),
    update: t("synonyms.saved"),
    delete: t("synonyms.deleted"),
  };
  return data<SynonymActionResult>({ ok: true, message: done[form.intent] });
}

export default function SearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { sets } = loaderData;
  const { t, locale } = useAdminI18n();
  const errorFor = (id?: string) =>
    actionData && !actionData.ok && actionData.id === id ? (
      <p role="alert" className="text-sm text-red-800">
        {actionData.error}
      </p>
    ) : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("synonyms.title")}</h1>
          <p className="max-w-2xl text-slate-600">
            {richAdminMessage(t("synonyms.intro"), {
              example: <bdi dir="auto">Excel, اكسل, إكسل</bdi>,
            })}
          </p>
        </div>
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          {t("error.backToDashboard")}
        </Link>
      </div>

      {actionData?.ok ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {actionData.message}
        </p>
      ) : null}

      <Form method="post" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
        <input type="hidden" name="intent" value="create" />
        <label htmlFor="new-synonyms" className="block font-bold">
          {t("synonyms.newSet")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="new-synonyms"
            name="terms"
            required
            dir="auto"
            maxLength={2000}
            placeholder="Python, بايثون"
            className={`${inputClass} max-w-xl flex-1`}
          />
          <Button type="submit">{t("synonyms.add")}</Button>
        </div>
        {errorFor(undefined)}
      </Form>

      <p className="text-sm text-slate-600">
        {sets.length === 1
          ? t("synonyms.countOne")
          : t("synonyms.countMany", { count: adminNumber(locale, sets.length) })}
      </p>
      <ul className="space-y-3">
        {sets.map((set) => (
          <li
            key={`${set.id} ${set.updatedAt}`}
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Form method="post" className="flex min-w-0 flex-1 flex-wrap gap-2">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={set.id} />
                <label htmlFor={`synonyms-${set.id}`} className="sr-only">
                  {t("synonyms.label")}
                </label>
                <input
                  id={`synonyms-${set.id}`}
                  name="terms"
                  required
                  dir="auto"
                  maxLength={2000}
                  defaultValue={set.terms}
                  className={`${inputClass} max-w-xl flex-1`}
                />
                <Button type="submit" variant="outline">
                  {t("synonyms.save")}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={set.id} />
                <Button
                  type="submit"
                  variant="danger"
                  aria-label={t("synonyms.deleteOf", { terms: set.terms })}
                >
                  {t("synonyms.delete")}
                </Button>
              </Form>
            </div>
            {errorFor(set.id)}
          </li>
        ))}
      </ul>
    </div>
  );
}
