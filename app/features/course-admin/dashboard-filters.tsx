// The dashboard's search, filters and order (issue #14): one GET form whose fields are the URL's
// parameters, so it works without JavaScript (Enter or 'Search' submits) and every view can be
// reloaded or bookmarked. With JavaScript a changed filter or order applies at once. Submitting
// drops `page`: a new search starts on its first page.
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass, SelectField } from "~/components/ui/field";
import { SearchIcon } from "~/components/ui/icons";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import {
  DASHBOARD_SORTS,
  DASHBOARD_STATUSES,
  dashboardHref,
  MAX_DASHBOARD_QUERY_LENGTH,
  type DashboardParams,
} from "./dashboard-params";

export function DashboardFilters({
  params,
  categories,
}: {
  params: DashboardParams;
  categories: string[];
}) {
  const submit = useSubmit();
  const { t } = useAdminI18n();
  // A category from an old link that no course uses any more still shows as chosen.
  const categoryChoices =
    params.category && !categories.includes(params.category)
      ? [...categories, params.category]
      : categories;
  const applyAtOnce = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) submit(event.currentTarget.form);
  };
  return (
    <Form
      method="get"
      action="/admin"
      role="search"
      aria-label={t("filters.label")}
      // A new address (a cleared filter, the back button) shows its own values in the fields.
      key={dashboardHref(params, { page: 1 })}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor="dashboard-q" className="block text-sm font-bold text-slate-800">
          {t("filters.search")}
        </label>
        <input
          id="dashboard-q"
          type="search"
          name="q"
          dir="auto"
          defaultValue={params.q}
          maxLength={MAX_DASHBOARD_QUERY_LENGTH}
          placeholder={t("filters.placeholder")}
          className={inputClass}
        />
      </div>
      <SelectField
        label={t("filters.status")}
        name="status"
        defaultValue={params.status}
        onChange={applyAtOnce}
        options={DASHBOARD_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
      />
      <SelectField
        label={t("filters.category")}
        name="category"
        defaultValue={params.category}
        onChange={applyAtOnce}
        options={[
          { value: "", label: t("filters.allCategories") },
          ...categoryChoices.map((category) => ({ value: category, label: category })),
        ]}
      />
      <SelectField
        label={t("filters.sort")}
        name="sort"
        defaultValue={params.sort}
        onChange={applyAtOnce}
        options={DASHBOARD_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      />
      <Button type="submit">
        <SearchIcon />
        {t("filters.submit")}
      </Button>
    </Form>
  );
}
