// Category and difficulty chips (issue #4): plain links that set URL parameters, so they work
// without JavaScript and every filtered view can be shared. A filter change returns to page 1.
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { Translator } from "~/i18n/translator";
import { DIFFICULTY_LEVELS } from "~/lib/course/course";
import { cn } from "~/lib/cn";
import { categoryLabelIn, difficultyLabelIn } from "~/lib/course/course-text";
import { catalogueHref, type CatalogueParams } from "./catalogue-params";

interface Choice {
  label: string;
  href: string;
  active: boolean;
}

function ChipGroup({ label, choices }: { label: string; choices: Choice[] }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-bold text-slate-700">{t("common.labelColon", { label })}</span>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link
              to={choice.href}
              aria-current={choice.active ? "true" : undefined}
              preventScrollReset
              className={cn(
                // 44 px on phones, as every tap target (issue #15).
                "inline-flex h-9 items-center rounded-full border px-4 text-sm font-bold transition-colors max-md:h-11 pointer-coarse:h-11",
                choice.active
                  ? "border-emerald-700 bg-emerald-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
              )}
            >
              <bdi>{choice.label}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'All' and one chip per value of a filter; a change returns to page 1. */
function choicesFor(
  i: Translator,
  params: CatalogueParams,
  name: "category" | "difficulty",
  values: readonly string[],
  label: (value: string) => string,
): Choice[] {
  return ["", ...values].map((value) => ({
    label: value ? label(value) : i.t("catalogue.filters.all"),
    href: i.path(catalogueHref(params, { [name]: value, page: 1 })),
    active: params[name] === value,
  }));
}

export function CatalogueFilters({
  params,
  categories,
}: {
  params: CatalogueParams;
  categories: string[];
}) {
  const i = useI18n();
  // A category from a shared link that no published course has any more still shows as chosen.
  const categoryChoices =
    params.category && !categories.includes(params.category)
      ? [...categories, params.category]
      : categories;
  return (
    <nav aria-label={i.t("catalogue.filters.label")} className="mt-8 space-y-3">
      <ChipGroup
        label={i.t("catalogue.filters.category")}
        choices={choicesFor(i, params, "category", categoryChoices, (category) =>
          categoryLabelIn(i, category),
        )}
      />
      <ChipGroup
        label={i.t("catalogue.filters.difficulty")}
        choices={choicesFor(i, params, "difficulty", DIFFICULTY_LEVELS, (level) =>
          difficultyLabelIn(i, level as (typeof DIFFICULTY_LEVELS)[number]),
        )}
      />
    </nav>
  );
}
