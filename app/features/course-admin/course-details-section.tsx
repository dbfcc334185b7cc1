// The course editor's "Course Details" card: the course's texts in every language (issue #15),
// category, difficulty, instructor, total duration, pass mark (issue #16) and thumbnail.
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { DIFFICULTY_LEVELS } from "~/lib/course/course";
import { categoryOptions, LIMITS } from "~/lib/course/course-form";
import type { DetailsDraft } from "./course-draft";
import { LocalizedTextField, localizedPaths } from "./localized-text-field";
import { ThumbnailField } from "./thumbnail-field";
import type { FieldErrorsOf } from "./use-field-errors";
import type { useThumbnailUpload } from "./use-thumbnail-upload";

/**
 * A field in every language (issue #15): the languages share a full row of the two-column grid,
 * side by side once there is room.
 */
const LANGUAGES_ROW = "grid gap-4 md:col-span-2 lg:grid-cols-3";

type PlainDetail = Exclude<keyof DetailsDraft, "title" | "description">;

export function CourseDetailsSection({
  details,
  storedCategory,
  lessonsTotal,
  errors,
  update,
  upload,
}: {
  details: DetailsDraft;
  /** The stored course's category: offered even when it is not one of the editor's. */
  storedCategory: string;
  /** The videos' durations added up: the total when its field is left empty. */
  lessonsTotal: number;
  errors: FieldErrorsOf;
  /** Changes the details, clearing the errors under `clear` (the fields edited). */
  update: (change: (current: DetailsDraft) => Partial<DetailsDraft>, clear: string[]) => void;
  upload: ReturnType<typeof useThumbnailUpload>;
}) {
  const { errorOf } = errors;
  const { t } = useAdminI18n();
  const set = (name: PlainDetail) => (value: string) => update(() => ({ [name]: value }), [name]);
  return (
    <Card aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="text-xl font-bold">
        {t("details.heading")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {/* Any one title is enough, so typing in one clears the error of all of them. */}
        <LocalizedTextField
          path="title"
          name="title"
          label={t("details.title")}
          englishLabel={t("details.englishTitle")}
          value={details.title}
          maxLength={LIMITS.title}
          hint={t("details.titleHint")}
          className={LANGUAGES_ROW}
          errorOf={errorOf}
          onChange={(locale, value) =>
            update(
              (current) => ({ title: { ...current.title, [locale]: value } }),
              localizedPaths("title"),
            )
          }
        />
        <SelectField
          label={t("details.category")}
          name="category"
          value={details.category}
          onChange={(e) => set("category")(e.target.value)}
          error={errorOf("category")}
          required
          options={[
            { value: "", label: t("details.chooseCategory") },
            ...categoryOptions(storedCategory).map((value) => ({ value, label: value })),
          ]}
        />
        <SelectField
          label={t("details.difficulty")}
          name="difficultyLevel"
          value={details.difficultyLevel}
          onChange={(e) => set("difficultyLevel")(e.target.value)}
          error={errorOf("difficultyLevel")}
          options={DIFFICULTY_LEVELS.map((value) => ({
            value,
            label: t(`difficulty.${value}`),
          }))}
        />
        <LocalizedTextField
          path="description"
          name="description"
          label={t("details.description")}
          value={details.description}
          multiline
          maxLength={LIMITS.description}
          className={LANGUAGES_ROW}
          errorOf={errorOf}
          onChange={(locale, value) =>
            update(
              (current) => ({ description: { ...current.description, [locale]: value } }),
              [`description.${locale}`],
            )
          }
        />
        <TextField
          label={t("details.instructor")}
          name="instructorName"
          value={details.instructorName}
          onChange={(e) => set("instructorName")(e.target.value)}
          error={errorOf("instructorName")}
          dir="auto"
          maxLength={LIMITS.instructor}
        />
        <TextField
          label={t("details.duration")}
          name="durationMinutes"
          type="number"
          min={0}
          inputMode="numeric"
          value={details.durationMinutes}
          placeholder={String(lessonsTotal)}
          onChange={(e) => set("durationMinutes")(e.target.value)}
          error={errorOf("durationMinutes")}
          hint={
            details.durationMinutes.trim() === ""
              ? t("details.durationEmpty", { minutes: lessonsTotal })
              : t("details.durationSet", { minutes: lessonsTotal })
          }
        />
        <TextField
          label={t("details.passMark")}
          name="passMark"
          type="number"
          min={1}
          max={100}
          step={1}
          inputMode="numeric"
          value={details.passMark}
          onChange={(e) => set("passMark")(e.target.value)}
          error={errorOf("passMark")}
          hint={t("details.passMarkHint")}
        />
      </div>

      <ThumbnailField
        url={details.thumbnailUrl}
        error={errorOf("thumbnailUrl")}
        upload={upload}
        onChange={set("thumbnailUrl")}
      />
    </Card>
  );
}
