// The course editor's videos (spec §2): one list editor (editable-list.tsx) of lessons, each with
// its title and description in every language, its YouTube link or uploaded file (issue #28,
// lesson-media-field.tsx), its duration, its transcript (transcript-field.tsx) and its quiz
// (issue #16, quiz-fields.tsx).
import { TextField } from "~/components/ui/field";
import { LIMITS } from "~/lib/course/course-form";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { Locale } from "~/i18n/locales";
import { emptyVideo, type QuestionDraft, type VideoDraft } from "./course-draft";
import { EditableList } from "./editable-list";
import { LessonMediaField, type KnownMedia } from "./lesson-media-field";
import { LocalizedTextField } from "./localized-text-field";
import { QuizFields, type QuestionStatsById } from "./quiz-fields";
import { TranscriptField } from "./transcript-field";
import type { FieldErrorsOf } from "./use-field-errors";

/** The languages of a text in a row of their own, side by side on wide screens (issue #15). */
const LANGUAGES_ROW = "grid gap-3 md:col-span-2 xl:grid-cols-3";

export function LessonsSection({
  videos,
  setVideos,
  errors,
  questionStats,
  media,
  onMediaKnown,
  onSessionEnded,
}: {
  videos: VideoDraft[];
  setVideos: (update: (videos: VideoDraft[]) => VideoDraft[]) => void;
  errors: FieldErrorsOf;
  questionStats: QuestionStatsById;
  /** The uploaded files the editor knows, by media id (issue #28). */
  media: Record<string, KnownMedia>;
  onMediaKnown: (id: string, known: KnownMedia) => void;
  /** The session ended during an upload: sign in again, then `retry`. */
  onSessionEnded: (retry: () => void) => void;
}) {
  const { errorOf, clearErrors, clearListErrors } = errors;
  const { t } = useAdminI18n();
  const updateVideo = (key: string, change: (video: VideoDraft) => Partial<VideoDraft>) =>
    setVideos((list) =>
      list.map((video) => (video.key === key ? { ...video, ...change(video) } : video)),
    );
  const setQuestionsOf =
    (key: string) => (update: (questions: QuestionDraft[]) => QuestionDraft[]) =>
      setVideos((list) =>
        list.map((video) =>
          video.key === key ? { ...video, questions: update(video.questions) } : video,
        ),
      );

  return (
    <EditableList
      id="videos"
      heading={t("videos.heading")}
      addLabel={t("videos.add")}
      emptyText={t("videos.empty")}
      itemName={t("videos.item")}
      items={videos}
      setItems={setVideos}
      create={emptyVideo}
      onReorder={clearListErrors}
      renderFields={(video, index) => {
        const path = (name: string) => `videos.${index}.${name}`;
        const change = (name: "youtubeUrl" | "durationMinutes") => (value: string) => {
          clearErrors(path(name));
          updateVideo(video.key, () => ({ [name]: value }));
        };
        // Each language's field has its own error (a video's title is not required).
        const changeText =
          (name: "title" | "description" | "transcript") => (locale: Locale, value: string) => {
            clearErrors(path(`${name}.${locale}`));
            updateVideo(video.key, (current) => ({
              [name]: { ...current[name], [locale]: value },
            }));
          };
        return (
          <div className="grid gap-3 md:grid-cols-2">
            <LocalizedTextField
              path={path("title")}
              name={path("title")}
              label={t("videos.title")}
              value={video.title}
              maxLength={LIMITS.title}
              className={LANGUAGES_ROW}
              errorOf={errorOf}
              onChange={changeText("title")}
            />
            <LessonMediaField
              itemKey={video.key}
              mediaId={video.mediaId}
              known={video.mediaId ? media[video.mediaId] : undefined}
              error={errorOf(path("mediaId"))}
              youtubeField={
                <TextField
                  label={t("videos.youtubeUrl")}
                  name={path("youtubeUrl")}
                  type="url"
                  value={video.youtubeUrl}
                  placeholder="https://www.youtube.com/watch?v=…"
                  maxLength={LIMITS.url}
                  error={errorOf(path("youtubeUrl"))}
                  onChange={(e) => change("youtubeUrl")(e.target.value)}
                />
              }
              onChoose={(mediaId) => {
                clearErrors(path("mediaId"), path("youtubeUrl"));
                updateVideo(video.key, () => ({ mediaId }));
              }}
              onUploaded={(uploaded, file) => {
                onMediaKnown(uploaded.id, {
                  kind: uploaded.kind,
                  name: file.name,
                  status: "queued",
                  progress: 0,
                  failure: null,
                  durationSeconds: uploaded.durationSeconds,
                });
                clearErrors(path("mediaId"));
                // The lesson's minutes from the file's length, unless some were typed.
                updateVideo(video.key, (current) => ({
                  mediaId: uploaded.id,
                  ...(Number(current.durationMinutes.trim() || 0) === 0
                    ? {
                        durationMinutes: String(
                          Math.max(1, Math.ceil(uploaded.durationSeconds / 60)),
                        ),
                      }
                    : {}),
                }));
              }}
              onSessionEnded={onSessionEnded}
            />
            <TextField
              label={t("videos.duration")}
              name={path("durationMinutes")}
              type="number"
              min={0}
              inputMode="numeric"
              value={video.durationMinutes}
              error={errorOf(path("durationMinutes"))}
              onChange={(e) => change("durationMinutes")(e.target.value)}
            />
            <LocalizedTextField
              path={path("description")}
              name={path("description")}
              label={t("videos.description")}
              value={video.description}
              multiline
              maxLength={LIMITS.description}
              className={LANGUAGES_ROW}
              errorOf={errorOf}
              onChange={changeText("description")}
            />
            <TranscriptField
              path={path("transcript")}
              value={video.transcript}
              errorOf={errorOf}
              onChange={changeText("transcript")}
            />
            <div className="md:col-span-2">
              <QuizFields
                listId={video.key}
                videoNumber={index + 1}
                questions={video.questions}
                setQuestions={setQuestionsOf(video.key)}
                pathOf={path}
                errorOf={errorOf}
                clearErrors={clearErrors}
                onReorder={clearListErrors}
                stats={questionStats}
              />
            </div>
          </div>
        );
      }}
    />
  );
}
