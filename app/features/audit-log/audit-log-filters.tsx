// The /admin/audit filters: a GET form (the filters live in the URL and work without JavaScript).
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { FilterOption } from "./load-audit-log.server";

export interface AuditFilterValues {
  actor: string;
  course: string;
  action: string;
}

export function AuditLogFilters({
  options,
  selected,
}: {
  options: { actors: FilterOption[]; courses: FilterOption[]; actions: FilterOption[] };
  selected: AuditFilterValues;
}) {
  const filtered = Boolean(selected.actor || selected.course || selected.action);
  const { t } = useAdminI18n();
  return (
    // Keyed by the filters: after a client navigation (a link, Back) the fields show the URL's.
    <Form
      key={`${selected.actor}/${selected.course}/${selected.action}`}
      method="get"
      role="search"
      aria-label={t("audit.filterLabel")}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <SelectField
        label={t("audit.person")}
        name="actor"
        defaultValue={selected.actor}
        options={[{ value: "", label: t("audit.everyone") }, ...options.actors]}
      />
      <SelectField
        label={t("audit.course")}
        name="course"
        defaultValue={selected.course}
        options={[{ value: "", label: t("audit.allCourses") }, ...options.courses]}
      />
      <SelectField
        label={t("audit.action")}
        name="action"
        defaultValue={selected.action}
        options={[{ value: "", label: t("audit.allActions") }, ...options.actions]}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonVariants()}>
          {t("audit.filter")}
        </button>
        {filtered ? (
          <Link to="/admin/audit" className={buttonVariants({ variant: "ghost" })}>
            {t("audit.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
