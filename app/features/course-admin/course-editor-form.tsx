// The course editor (spec §2 'Course editor'): details (course-details-section.tsx), videos with
// their quizzes (lessons-section.tsx, quiz-fields.tsx) and links (links-section.tsx), each text in
// every language (localized-text-field.tsx). It submits JSON to its route's action
// (use-course-save.ts); the server validates again and is the authority. Issue #14, never lose
// typed work and errors you can act on:
// - an ended session does not replace the page: the save answers 401, the form stays, the sign-in
//   gate opens as a dialog (`signIn`, given by the route), and the same form is saved once signed in;
// - leaving with unsaved changes asks first (use-unsaved-changes.ts), and a copy of them is kept in
//   the browser and offered back when the course is opened again (use-course-draft.ts);
// - every problem is shown under its field (aria-invalid, aria-describedby), focus goes to the
//   first, and the toast still says it (use-field-errors.ts).
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import {
  MAX_SAVE_BYTES,
  parseCourseForm,
  sumOfDurations,
  tooLarge,
} from "~/lib/course/course-form";
import type { QuizQuestion } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";
import { useHydrated } from "~/lib/use-hydrated";
import { CourseDetailsSection } from "./course-details-section";
import {
  contentOf,
  editorPayload,
  initialEditorState,
  type DetailsDraft,
  type DraftOwner,
  type EditorState,
  type LinkDraft,
  type VideoDraft,
} from "./course-draft";
import { DraftOffer } from "./draft-offer";
import { SignInDialog, UnsavedChangesDialog } from "./editor-dialogs";
import type { KnownMedia } from "./lesson-media-field";
import { LessonsSection } from "./lessons-section";
import { LinksSection } from "./links-section";
import type { QuestionStatsById } from "./quiz-fields";
import { useCourseDraft } from "./use-course-draft";
import { useCourseSave } from "./use-course-save";
import { fieldsToFix } from "./field-names";
import { useFieldErrors } from "./use-field-errors";
import { useThumbnailUpload } from "./use-thumbnail-upload";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";

export type { SaveFailure } from "./use-field-errors";

export function CourseEditorForm({
  courseId,
  course,
  lessons,
  links,
  quizzes = {},
  questionStats = {},
  transcripts = {},
  media: loadedMedia = {},
  draftOwner,
  signIn,
}: {
  /** null while creating. */
  courseId: string | null;
  /** Whose drafts this browser offers here (draftOwnerOf the signed-in administrator). */
  draftOwner: DraftOwner;
  course: Course | null;
  lessons: Lesson[];
  links: CourseLink[];
  /** Each lesson's quiz questions, by lesson id (issue #16). */
  quizzes?: Record<string, QuizQuestion[]>;
  /** Each saved question's answers since its last rewrite, by question id. */
  questionStats?: QuestionStatsById;
  /** Each lesson's transcript, by lesson id (issue #28). */
  transcripts?: Record<string, LocalizedText>;
  /** The uploaded files of the lessons, by media id (issue #28). */
  media?: Record<string, KnownMedia>;
  /** The sign-in gate for the dialog, calling `onSignedIn` once the session is back. */
  signIn: (onSignedIn: () => void) => ReactNode;
}) {
  const toast = useToast();
  const i18n = useAdminI18n();
  const { t } = i18n;
  const [initial] = useState(() =>
    initialEditorState(course, lessons, links, quizzes, transcripts),
  );
  // Files uploaded in this editor join those the course had: their cards show name and state.
  const [media, setMedia] = useState<Record<string, KnownMedia>>(loadedMedia);
  const [details, setDetails] = useState<DetailsDraft>(initial.details);
  const [videos, setVideos] = useState<VideoDraft[]>(initial.videos);
  const [linkDrafts, setLinkDrafts] = useState<LinkDraft[]>(initial.links);
  const formRef = useRef<HTMLFormElement>(null);

  const state: EditorState = useMemo(
    () => ({ details, videos, links: linkDrafts }),
    [details, videos, linkDrafts],
  );
  const baseline = useMemo(() => contentOf(initial), [initial]);
  const content = useMemo(() => contentOf(state), [state]);
  const submission = useCourseSave(state);
  const unsaved = content !== baseline && !submission.saved;
  const blocker = useUnsavedChangesWarning(unsaved);
  const errors = useFieldErrors(submission.failure, formRef);

  const hydrated = useHydrated();
  const draft = useCourseDraft({
    owner: draftOwner,
    courseId,
    course,
    hydrated,
    baseline,
    state,
    content,
    unsaved,
    saved: submission.saved,
    onRestore: (restored) => {
      setDetails(restored.details);
      setVideos(restored.videos);
      setLinkDrafts(restored.links);
      errors.forgetClientErrors();
    },
  });

  const updateDetails = (
    change: (current: DetailsDraft) => Partial<DetailsDraft>,
    clear: string[],
  ) => {
    errors.clearErrors(...clear);
    setDetails((current) => ({ ...current, ...change(current) }));
  };
  const upload = useThumbnailUpload({
    onUploaded: (url) => updateDetails(() => ({ thumbnailUrl: url }), ["thumbnailUrl"]),
    onSessionEnded: submission.signInThen,
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    const payload = editorPayload(state);
    // The server's own rules, checked here first so that nothing is sent to be refused.
    const parsed = parseCourseForm(payload, t);
    if (!parsed.ok) {
      errors.show(parsed.fieldErrors);
      toast({
        ...parsed.error,
        detail: fieldsToFix(parsed.fieldErrors, i18n),
        variant: "destructive",
      });
      return;
    }
    errors.clear();
    // The server refuses a larger body unread; say why here rather than show its bare 413.
    if (new Blob([JSON.stringify(payload)]).size > MAX_SAVE_BYTES) {
      toast({ ...tooLarge(t), variant: "destructive" });
      return;
    }
    submission.submitSave();
  }

  const lessonsTotal = sumOfDurations(
    videos.map((video) => ({ durationMinutes: Math.trunc(Number(video.durationMinutes)) || 0 })),
  );

  return (
    <>
      {/* Until React has taken over the server's HTML, what is typed would be thrown away by
          hydration and Save would send the course without it (issue #25): the fields stay
          disabled, and say why, until they can keep what is typed. */}
      {hydrated ? null : (
        <p role="status" className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          {t("editor.preparing")}
          <noscript> {t("editor.needsJavaScript")}</noscript>
        </p>
      )}
      <form
        ref={formRef}
        onSubmit={save}
        noValidate
        aria-busy={!hydrated}
        data-hydrated={hydrated ? "" : undefined}
      >
        <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
          {draft.offer ? (
            <DraftOffer
              draft={draft.offer}
              behind={draft.behind}
              onRestore={() => draft.offer && draft.restore(draft.offer)}
              onDiscard={draft.discard}
            />
          ) : null}

          <CourseDetailsSection
            details={details}
            storedCategory={course?.category ?? ""}
            lessonsTotal={lessonsTotal}
            errors={errors}
            update={updateDetails}
            upload={upload}
          />
          <LessonsSection
            videos={videos}
            setVideos={setVideos}
            errors={errors}
            questionStats={questionStats}
            media={media}
            onMediaKnown={(id, known) => setMedia((current) => ({ ...current, [id]: known }))}
            onSessionEnded={submission.signInThen}
          />
          <LinksSection links={linkDrafts} setLinks={setLinkDrafts} errors={errors} />

          <div className="flex justify-end gap-3">
            <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
              {t("editor.cancel")}
            </Link>
            <Button type="submit" disabled={submission.saving || upload.uploading}>
              {submission.saving ? t("editor.saving") : t("editor.save")}
            </Button>
          </div>
        </fieldset>
      </form>

      <UnsavedChangesDialog blocker={blocker} />
      <SignInDialog {...submission.signIn} signIn={signIn} />
    </>
  );
}
