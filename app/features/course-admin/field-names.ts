// What the editor's toast says when a save is refused (issue #27: "toasts name the real errors"):
// the fields to fix, by the names they have on screen in the administrator's language, "Fix 2
// fields: Title, Video 1: YouTube URL". Built from the error paths (`title.fr`, `videos.2.youtubeUrl`)
// that the editor's check and the server's both report; a text's languages are one field here.
import type { AdminMessageKey, AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { FieldErrors } from "~/lib/course/course-form";

/** The toast names this many fields at most, then says how many more. */
const MAX_NAMED = 4;

const COURSE_FIELDS: Record<string, AdminMessageKey> = {
  title: "details.title",
  description: "details.description",
  category: "filters.category",
  difficultyLevel: "details.difficulty",
  instructorName: "details.instructor",
  durationMinutes: "details.duration",
  passMark: "details.passMark",
  thumbnailUrl: "thumbnail.heading",
};
const VIDEO_FIELDS: Record<string, AdminMessageKey> = {
  title: "videos.title",
  description: "videos.description",
  youtubeUrl: "videos.youtubeUrl",
  durationMinutes: "videos.duration",
  // Issue #28: an uploaded lesson's file, and its transcript.
  mediaId: "media.sourceUpload",
  transcript: "transcript.heading",
};
const LINK_FIELDS: Record<string, AdminMessageKey> = {
  title: "links.title",
  url: "links.url",
  description: "links.description",
};

/** A field's name on screen, from its error path; null for a path the editor has no field for. */
export function fieldName(path: string, { t }: AdminTranslator): string | null {
  const [first, second, third, fourth] = path.split(".");
  if (first === undefined) return null;
  const course = COURSE_FIELDS[first];
  if (course) return t(course);
  const number = Number(second) + 1;
  if (!Number.isInteger(number) || third === undefined) return null;
  if (first === "videos") {
    const item = t("videos.item");
    if (third === "questions") {
      const question = Number(fourth) + 1;
      if (!Number.isInteger(question)) return null;
      return t("field.ofItem", {
        item,
        number,
        field: t("list.item", { item: t("quiz.item"), number: question }),
      });
    }
    const field = VIDEO_FIELDS[third];
    return field ? t("field.ofItem", { item, number, field: t(field) }) : null;
  }
  if (first === "links") {
    const field = LINK_FIELDS[third];
    return field ? t("field.ofItem", { item: t("links.item"), number, field: t(field) }) : null;
  }
  return null;
}

/** "Fix 2 fields: Title, Category", in the administrator's language; undefined when none is known. */
export function fieldsToFix(errors: FieldErrors, i18n: AdminTranslator): string | undefined {
  const { t } = i18n;
  // Without the asterisk of a required field's label: a name in a sentence.
  const names = [
    ...new Set(
      Object.keys(errors)
        .map((path) => fieldName(path, i18n)?.replace(/\s*\*$/, ""))
        .filter((name): name is string => !!name),
    ),
  ];
  if (names.length === 0) return undefined;
  const shown = names.slice(0, MAX_NAMED);
  if (names.length > MAX_NAMED)
    shown.push(t("editor.andMore", { count: names.length - MAX_NAMED }));
  const fields = shown.join(t("editor.listSeparator"));
  return names.length === 1
    ? t("editor.fixFields.one", { fields })
    : t("editor.fixFields.other", { count: names.length, fields });
}
