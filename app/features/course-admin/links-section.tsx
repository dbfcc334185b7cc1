// The course editor's links and resources (spec §2): one list editor (editable-list.tsx) of links,
// each with its title in English and French (links have no Arabic title, spec §9), its address
// and an optional description.
import { TextAreaField, TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { LINK_TITLE_LOCALES } from "~/lib/course/course";
import { LIMITS } from "~/lib/course/course-form";
import { emptyLink, type LinkDraft } from "./course-draft";
import { EditableList } from "./editable-list";
import { LocalizedTextField } from "./localized-text-field";
import type { FieldErrorsOf } from "./use-field-errors";

export function LinksSection({
  links,
  setLinks,
  errors,
}: {
  links: LinkDraft[];
  setLinks: (update: (links: LinkDraft[]) => LinkDraft[]) => void;
  errors: FieldErrorsOf;
}) {
  const { errorOf, clearErrors, clearListErrors } = errors;
  const { t } = useAdminI18n();
  const updateLink = (key: string, change: (link: LinkDraft) => Partial<LinkDraft>) =>
    setLinks((list) =>
      list.map((link) => (link.key === key ? { ...link, ...change(link) } : link)),
    );

  return (
    <EditableList
      id="links"
      heading={t("links.heading")}
      addLabel={t("links.add")}
      emptyText={t("links.empty")}
      itemName={t("links.item")}
      items={links}
      setItems={setLinks}
      create={emptyLink}
      onReorder={clearListErrors}
      renderFields={(link, index) => {
        const path = (name: string) => `links.${index}.${name}`;
        const change = (name: "url" | "description") => (value: string) => {
          clearErrors(path(name));
          updateLink(link.key, () => ({ [name]: value }));
        };
        return (
          <div className="grid gap-3 md:grid-cols-2">
            <LocalizedTextField
              path={path("title")}
              name={path("title")}
              label={t("links.title")}
              value={link.title}
              locales={LINK_TITLE_LOCALES}
              maxLength={LIMITS.title}
              errorOf={errorOf}
              onChange={(locale, value) => {
                clearErrors(path(`title.${locale}`));
                updateLink(link.key, (current) => ({
                  title: { ...current.title, [locale]: value },
                }));
              }}
            />
            {/* type="text": `www.bcm.mr` is welcome (saved as https://www.bcm.mr). */}
            <TextField
              label={t("links.url")}
              name={path("url")}
              type="text"
              inputMode="url"
              autoCapitalize="off"
              spellCheck={false}
              value={link.url}
              placeholder="https://…"
              maxLength={LIMITS.url}
              className="md:col-span-2"
              error={errorOf(path("url"))}
              onChange={(e) => change("url")(e.target.value)}
            />
            <TextAreaField
              label={t("links.description")}
              name={path("description")}
              value={link.description}
              dir="auto"
              maxLength={LIMITS.description}
              className="md:col-span-2"
              error={errorOf(path("description"))}
              onChange={(e) => change("description")(e.target.value)}
            />
          </div>
        );
      }}
    />
  );
}
