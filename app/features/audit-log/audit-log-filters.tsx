// The /admin/audit filters: a GET form (the filters live in the URL and work without JavaScript).
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
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
  return (
    // Keyed by the filters: after a client navigation (a link, Back) the fields show the URL's.
    <Form
      key={`${selected.actor}/${selected.course}/${selected.action}`}
      method="get"
      role="search"
      aria-label="Filter the audit log"
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <SelectField
        label="Person"
        name="actor"
        defaultValue={selected.actor}
        options={[{ value: "", label: "Everyone" }, ...options.actors]}
      />
      <SelectField
        label="Course"
        name="course"
        defaultValue={selected.course}
        options={[{ value: "", label: "All courses" }, ...options.courses]}
      />
      <SelectField
        label="Action"
        name="action"
        defaultValue={selected.action}
        options={[{ value: "", label: "All actions" }, ...options.actions]}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonVariants()}>
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/audit" className={buttonVariants({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
