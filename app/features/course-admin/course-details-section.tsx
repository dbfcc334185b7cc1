// The course editor's "Course Details" card: the course's texts in every language (issue #15),
// category, difficulty, instructor, total duration, pass mark (issue #16) and thumbnail.
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
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
  const set = (name: PlainDetail) => (value: string) => update(() => ({ [name]: value }), [name]);
  return (
    <Card aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="text-xl font-bold">
        Course Details
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {/* Any one title is enough, so typing in one clears the error of all of them. */}
        <LocalizedTextField
          path="title"
          name="title"
          label="Title"
          englishLabel="Course Title *"
          value={details.title}
          maxLength={LIMITS.title}
          hint="In English, Arabic or French: one of the three titles is enough."
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
          label="Category *"
          name="category"
          value={details.category}
          onChange={(e) => set("category")(e.target.value)}
          error={errorOf("category")}
          required
          options={[
            { value: "", label: "Select a category" },
            ...categoryOptions(storedCategory).map((value) => ({ value, label: value })),
          ]}
        />
        <SelectField
          label="Difficulty Level"
          name="difficultyLevel"
          value={details.difficultyLevel}
          onChange={(e) => set("difficultyLevel")(e.target.value)}
          error={errorOf("difficultyLevel")}
          options={DIFFICULTY_LEVELS.map((value) => ({
            value,
            label: value[0]?.toUpperCase() + value.slice(1),
          }))}
        />
        <LocalizedTextField
          path="description"
          name="description"
          label="Description"
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
          label="Instructor Name"
          name="instructorName"
          value={details.instructorName}
          onChange={(e) => set("instructorName")(e.target.value)}
          error={errorOf("instructorName")}
          dir="auto"
          maxLength={LIMITS.instructor}
        />
        <TextField
          label="Total Duration (minutes)"
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
              ? `Empty: the sum of the videos' durations, ${lessonsTotal} min.`
              : `The videos add up to ${lessonsTotal} min; empty the field to use that.`
          }
        />
        <TextField
          label="Pass mark (%)"
          name="passMark"
          type="number"
          min={1}
          max={100}
          step={1}
          inputMode="numeric"
          value={details.passMark}
          onChange={(e) => set("passMark")(e.target.value)}
          error={errorOf("passMark")}
          hint="The share of right answers that passes a video's quiz, from 1 to 100."
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
