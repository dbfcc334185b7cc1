// The course editor (spec §2 'Course editor'): details, videos with their quizzes (issue #16,
// quiz-fields.tsx) and links (one list editor, editable-list.tsx), thumbnail upload. It submits JSON to its route's action through a fetcher;
// the server validates again and is the authority. Issue #14, never lose typed work and errors
// you can act on:
// - an ended session does not replace the page: the save answers 401, the form stays, the sign-in
//   gate opens as a dialog (`signIn`, given by the route), and the same form is saved once signed in;
// - leaving with unsaved changes asks first (use-unsaved-changes.ts), and a copy of them is kept in
//   the browser and offered back when the course is opened again (course-draft.ts);
// - every problem is shown under its field (aria-invalid, aria-describedby), focus goes to the
//   first, and the toast still says it.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { DialogAction, DialogCancel, ModalDialog } from "~/components/ui/modal-dialog";
import { useToast } from "~/components/ui/toast";
import { DIFFICULTY_LEVELS, type Course, type CourseLink, type Lesson } from "~/lib/course/course";
import type { QuizQuestion } from "~/lib/course/quiz";
import { useHydrated } from "~/lib/use-hydrated";
import {
  contentOf,
  editorPayload,
  emptyLink,
  emptyVideo,
  initialEditorState,
  draftIsBehind,
  readDraft,
  removeDraft,
  stateOfDraft,
  writeDraft,
  type DetailsDraft,
  type DraftOwner,
  type DraftPlace,
  type EditorState,
  type LinkDraft,
  type QuestionDraft,
  type StoredDraft,
  type VideoDraft,
} from "./course-draft";
import {
  categoryOptions,
  LIMITS,
  MAX_SAVE_BYTES,
  parseCourseForm,
  sumOfDurations,
  TITLE_FIELDS,
  TOO_LARGE,
  type FieldErrors,
  type FormError,
} from "~/lib/course/course-form";
import { EditableList } from "./editable-list";
import { QuizFields, type QuestionStatsById } from "./quiz-fields";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** How often the unsaved form is copied to the browser's storage. */
const DRAFT_INTERVAL_MS = 3000;
/**
 * A field in English, Arabic and French (issue #15): the three share a full row of the two-column
 * grid, side by side once there is room (lg in the details card, xl in the narrower list items).
 */
const LANGUAGES_ROW = "grid gap-4 md:col-span-2 lg:grid-cols-3";
const LANGUAGES_ROW_COMPACT = "grid gap-3 md:col-span-2 xl:grid-cols-3";

/** What the route's action answers when a save does not succeed (success is a redirect). */
export interface SaveFailure {
  error: FormError;
  fieldErrors?: FieldErrors;
  /** The admin session has ended (idle, too old, or signed out elsewhere). */
  sessionEnded?: true;
  /** Signed in (in the dialog) as a role that may not edit courses: 403. */
  notAllowed?: true;
}

export function CourseEditorForm({
  courseId,
  course,
  lessons,
  links,
  quizzes = {},
  questionStats = {},
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
  /** The sign-in gate for the dialog, calling `onSignedIn` once the session is back. */
  signIn: (onSignedIn: () => void) => ReactNode;
}) {
  const toast = useToast();
  const fetcher = useFetcher<SaveFailure>();
  const [initial] = useState(() => initialEditorState(course, lessons, links, quizzes));
  const [details, setDetails] = useState<DetailsDraft>(initial.details);
  const [videos, setVideos] = useState<VideoDraft[]>(initial.videos);
  const [linkDrafts, setLinkDrafts] = useState<LinkDraft[]>(initial.links);
  const [focusRequest, setFocusRequest] = useState(0);
  const [uploading, setUploading] = useState(false);
  /** Whether the draft found on opening was restored or discarded: the offer is then gone. */
  const [draftAnswered, setDraftAnswered] = useState(false);
  /** What to do once signed in again; the dialog is open while it is set. */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Thumbnails uploaded in this editor and not saved yet: the only files it may discard.
  const uploadedHere = useRef(new Set<string>());

  const state: EditorState = useMemo(
    () => ({ details, videos, links: linkDrafts }),
    [details, videos, linkDrafts],
  );
  const baseline = useMemo(() => contentOf(initial), [initial]);
  const content = useMemo(() => contentOf(state), [state]);
  // The action answered with a redirect to the dashboard: saved, and the page is leaving.
  const saved = fetcher.state === "loading" && fetcher.data === undefined && !!fetcher.json;
  const unsaved = content !== baseline && !saved;
  const blocker = useUnsavedChangesWarning(unsaved);
  const saving = fetcher.state !== "idle";

  // --- The draft in the browser -------------------------------------------------------------
  // Read once the page runs in the browser (the server has no storage): the draft as it was when
  // the course was opened, offered only when it differs from the stored course.
  const hydrated = useHydrated();
  const courseUpdatedAt = course?.updatedAt ?? null;
  const place: DraftPlace = useMemo(
    () => ({ owner: draftOwner, courseId, courseUpdatedAt }),
    [draftOwner, courseId, courseUpdatedAt],
  );
  const openingDraft = useMemo(() => {
    if (!hydrated) return null;
    const draft = readDraft(place);
    return draft && contentOf(stateOfDraft(draft)) !== baseline ? draft : null;
  }, [hydrated, place, baseline]);
  const draftOffer = draftAnswered ? null : openingDraft;
  // Saved since the draft's version was opened: restoring would undo that save (issue #14 audit).
  const draftBehind = draftOffer !== null && draftIsBehind(draftOffer, course);

  const latest = useRef({ state, unsaved, content, written: "" });
  useEffect(() => {
    latest.current = { ...latest.current, state, unsaved, content };
  }, [state, unsaved, content]);

  // Every few seconds while the form differs from the stored course; not while an older draft
  // waits for an answer (it would be overwritten), nor after the save.
  useEffect(() => {
    if (!hydrated || draftOffer || saved) return;
    const timer = setInterval(() => {
      const now = latest.current;
      if (now.content === now.written) return;
      if (now.unsaved) writeDraft(place, now.state);
      else removeDraft(place);
      latest.current.written = now.content;
    }, DRAFT_INTERVAL_MS);
    // A reload or a closed tab between two ticks keeps the last keystrokes too.
    const flush = () => {
      const now = latest.current;
      if (now.unsaved && now.content !== now.written) writeDraft(place, now.state);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", flush);
    };
  }, [place, hydrated, draftOffer, saved]);

  useEffect(() => {
    if (saved) removeDraft(place);
  }, [saved, place]);

  function restoreDraft(draft: StoredDraft) {
    const restored = stateOfDraft(draft);
    setDetails(restored.details);
    setVideos(restored.videos);
    setLinkDrafts(restored.links);
    setClientErrors({});
    setDraftAnswered(true);
  }

  function discardDraft() {
    removeDraft(place);
    setDraftAnswered(true);
  }

  // --- Saving ------------------------------------------------------------------------------
  const submitSave = useCallback(() => {
    fetcher.submit(editorPayload(latest.current.state), {
      method: "post",
      encType: "application/json",
    });
  }, [fetcher]);

  // The fetcher's answer when a save did not succeed (success is a redirect): the session has
  // ended, or errors to show. A new object per response.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // Both of these are answered in the sign-in dialog, not by a toast.
  const needsSignIn = !!(answer?.sessionEnded || answer?.notAllowed);
  const failure = answer && !needsSignIn ? answer : null;

  // --- Errors under the fields ----------------------------------------------------------------
  // The server's errors until the form is checked again or a field with an error is edited.
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [seenFailure, setSeenFailure] = useState<SaveFailure | null>(null);
  const fieldErrors =
    failure && failure !== seenFailure ? (failure.fieldErrors ?? {}) : clientErrors;
  const setFieldErrors = (errors: FieldErrors) => {
    setClientErrors(errors);
    setSeenFailure(failure);
  };

  const focusFirstError = useCallback(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    // Centred: clear of the header above and of the toasts.
    first.scrollIntoView({ block: "center" });
  }, []);

  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest, focusFirstError]);

  useEffect(() => {
    if (!failure) return;
    toast({ ...failure.error, variant: "destructive" });
    focusFirstError();
  }, [failure, toast, focusFirstError]);

  const errorOf = (path: string) => fieldErrors[path];
  const clearErrors = (...paths: string[]) => {
    if (!paths.some((path) => path in fieldErrors)) return;
    setFieldErrors(
      Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => !paths.includes(path))),
    );
  };
  const clearListErrors = () =>
    setFieldErrors(
      Object.fromEntries(
        Object.entries(fieldErrors).filter(([path]) => !/^(videos|links)\./.test(path)),
      ),
    );

  // The session ended: the sign-in dialog stays open for that answer until signed in or closed;
  // an upload refused for the same reason opens it too (`afterSignIn`).
  const [closedAnswer, setClosedAnswer] = useState<SaveFailure | null>(null);
  const sessionEndedOnSave = needsSignIn && answer !== closedAnswer ? (answer ?? null) : null;
  // The role signed in may not edit: the dialog says so and asks for another administrator.
  const notAllowed = sessionEndedOnSave?.notAllowed ? sessionEndedOnSave.error : null;
  const signInOpen = afterSignIn !== null || sessionEndedOnSave !== null;
  function closeSignIn() {
    setAfterSignIn(null);
    setClosedAnswer(sessionEndedOnSave);
  }
  function signedIn() {
    const next = afterSignIn ?? submitSave;
    closeSignIn();
    next();
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const payload = editorPayload(state);
    // The server's own rules, checked here first so that nothing is sent to be refused.
    const parsed = parseCourseForm(payload);
    if (!parsed.ok) {
      setFieldErrors(parsed.fieldErrors);
      setFocusRequest((n) => n + 1);
      toast({ ...parsed.error, variant: "destructive" });
      return;
    }
    setFieldErrors({});
    // The server refuses a larger body unread; say why here rather than show its bare 413.
    if (new Blob([JSON.stringify(payload)]).size > MAX_SAVE_BYTES) {
      toast({ ...TOO_LARGE, variant: "destructive" });
      return;
    }
    submitSave();
  }

  // --- Thumbnail ---------------------------------------------------------------------------
  const setDetail = (name: keyof DetailsDraft) => (value: string) => {
    clearErrors(name);
    setDetails((current) => ({ ...current, [name]: value }));
  };
  /** Any one title is enough, so typing in one clears the error of all three. */
  const setTitle = (name: (typeof TITLE_FIELDS)[number], value: string) => {
    clearErrors(...TITLE_FIELDS);
    setDetails((current) => ({ ...current, [name]: value }));
  };

  /**
   * Gives back to the server uploads made in this editor that it no longer shows, so they do not
   * wait a day for the orphan sweep (issue #3). Best effort: the server keeps any file a course
   * uses, and whatever fails here is left to that sweep. `keep` stays (the thumbnail now shown).
   */
  function discardUploads(keep: string | null) {
    for (const url of uploadedHere.current) {
      if (url === keep) continue;
      uploadedHere.current.delete(url);
      void fetch("/admin/uploads/thumbnail/discard", {
        method: "POST",
        body: new URLSearchParams({ url }),
      }).catch(() => {});
    }
  }

  async function uploadThumbnail(file: File) {
    // No check of the type the browser reports: it goes by the file's name, and the server, which
    // reads the content, is the authority (a PNG named .txt is a PNG; HTML named .jpg is not).
    // The size check only saves a wasted upload; the server enforces it too.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: "File too large",
        description: "Please select an image smaller than 5MB",
        variant: "destructive",
      });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const response = await fetch("/admin/uploads/thumbnail", { method: "POST", body });
      if (response.status === 401) {
        // The session ended: sign in again in place, then upload the same file.
        setAfterSignIn(() => () => void uploadThumbnail(file));
        return;
      }
      const result = (await response.json().catch(() => null)) as {
        url?: string;
        title?: string;
        description?: string;
      } | null;
      if (response.ok && result?.url) {
        uploadedHere.current.add(result.url);
        discardUploads(result.url);
        setDetail("thumbnailUrl")(result.url);
        toast({ title: "Image uploaded", description: "Thumbnail uploaded successfully" });
      } else {
        toast({
          title: result?.title ?? "Upload failed",
          description: result?.description ?? `${response.status} ${response.statusText}`,
          variant: "destructive",
        });
      }
    } catch (failure) {
      toast({
        title: "Upload failed",
        description: failure instanceof Error ? failure.message : "Network error",
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  }

  const updateVideo = (key: string, index: number, change: Partial<VideoDraft>) => {
    clearErrors(...Object.keys(change).map((name) => `videos.${index}.${name}`));
    setVideos((list) => list.map((video) => (video.key === key ? { ...video, ...change } : video)));
  };
  const setQuestionsOf =
    (key: string) => (update: (questions: QuestionDraft[]) => QuestionDraft[]) =>
      setVideos((list) =>
        list.map((video) =>
          video.key === key ? { ...video, questions: update(video.questions) } : video,
        ),
      );
  const updateLink = (key: string, index: number, change: Partial<LinkDraft>) => {
    clearErrors(...Object.keys(change).map((name) => `links.${index}.${name}`));
    setLinkDrafts((list) => list.map((link) => (link.key === key ? { ...link, ...change } : link)));
  };

  const lessonsTotal = sumOfDurations(
    videos.map((video) => ({ durationMinutes: Math.trunc(Number(video.durationMinutes)) || 0 })),
  );

  return (
    <>
      {/* data-hydrated: the browser tests wait for it before they type (a click before hydration
          does nothing). */}
      <form
        ref={formRef}
        onSubmit={save}
        className="space-y-6"
        noValidate
        data-hydrated={hydrated ? "" : undefined}
      >
        {draftOffer ? (
          <div
            role="region"
            aria-labelledby="draft-offer-heading"
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
          >
            <div>
              <h2 id="draft-offer-heading" className="font-bold text-amber-950">
                Unsaved changes found
              </h2>
              <p className="text-sm text-amber-950">
                This browser kept changes to this course that were not saved (
                {new Date(draftOffer.savedAt).toLocaleString("en-GB")}).
              </p>
              {draftBehind ? (
                <p
                  role="alert"
                  data-testid="draft-behind-warning"
                  className="mt-2 text-sm font-bold text-red-800"
                >
                  This course was saved by someone else after your draft was kept. Restoring it will
                  replace their changes.
                </p>
              ) : null}
            </div>
            <div className="flex gap-2">
              <Button type="button" size="sm" onClick={() => restoreDraft(draftOffer)}>
                Restore draft
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={discardDraft}>
                Discard draft
              </Button>
            </div>
          </div>
        ) : null}

        <Card aria-labelledby="details-heading" className="space-y-4">
          <h2 id="details-heading" className="text-xl font-bold">
            Course Details
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {/* The three languages side by side on a wide screen (issue #15). */}
            <div className={LANGUAGES_ROW}>
              <TextField
                label="Course Title *"
                name="title"
                value={details.title}
                onChange={(e) => setTitle("title", e.target.value)}
                error={errorOf("title")}
                hint="In English, Arabic or French: one of the three titles is enough."
                dir="auto"
                maxLength={LIMITS.title}
              />
              <TextField
                label="Arabic Title"
                name="titleAr"
                value={details.titleAr}
                onChange={(e) => setTitle("titleAr", e.target.value)}
                error={errorOf("titleAr")}
                dir="rtl"
                lang="ar"
                maxLength={LIMITS.title}
              />
              <TextField
                label="French Title"
                name="titleFr"
                value={details.titleFr}
                onChange={(e) => setTitle("titleFr", e.target.value)}
                error={errorOf("titleFr")}
                dir="auto"
                lang="fr"
                maxLength={LIMITS.title}
              />
            </div>
            <SelectField
              label="Category *"
              name="category"
              value={details.category}
              onChange={(e) => setDetail("category")(e.target.value)}
              error={errorOf("category")}
              required
              options={[
                { value: "", label: "Select a category" },
                ...categoryOptions(course?.category ?? "").map((value) => ({
                  value,
                  label: value,
                })),
              ]}
            />
            <SelectField
              label="Difficulty Level"
              name="difficultyLevel"
              value={details.difficultyLevel}
              onChange={(e) => setDetail("difficultyLevel")(e.target.value)}
              error={errorOf("difficultyLevel")}
              options={DIFFICULTY_LEVELS.map((value) => ({
                value,
                label: value[0]?.toUpperCase() + value.slice(1),
              }))}
            />
            <div className={LANGUAGES_ROW}>
              <TextAreaField
                label="Description"
                name="description"
                value={details.description}
                onChange={(e) => setDetail("description")(e.target.value)}
                error={errorOf("description")}
                dir="auto"
                maxLength={LIMITS.description}
              />
              <TextAreaField
                label="Arabic Description"
                name="descriptionAr"
                value={details.descriptionAr}
                onChange={(e) => setDetail("descriptionAr")(e.target.value)}
                error={errorOf("descriptionAr")}
                dir="rtl"
                lang="ar"
                maxLength={LIMITS.description}
              />
              <TextAreaField
                label="French Description"
                name="descriptionFr"
                value={details.descriptionFr}
                onChange={(e) => setDetail("descriptionFr")(e.target.value)}
                error={errorOf("descriptionFr")}
                dir="auto"
                lang="fr"
                maxLength={LIMITS.description}
              />
            </div>
            <TextField
              label="Instructor Name"
              name="instructorName"
              value={details.instructorName}
              onChange={(e) => setDetail("instructorName")(e.target.value)}
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
              onChange={(e) => setDetail("durationMinutes")(e.target.value)}
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
              onChange={(e) => setDetail("passMark")(e.target.value)}
              error={errorOf("passMark")}
              hint="The share of right answers that passes a video's quiz, from 1 to 100."
            />
          </div>

          <div className="space-y-3">
            <p className="text-sm font-bold text-slate-800">Thumbnail</p>
            {details.thumbnailUrl ? (
              <div className="flex flex-wrap items-end gap-4">
                <img
                  src={details.thumbnailUrl}
                  alt="Thumbnail preview"
                  width={320}
                  height={180}
                  className="aspect-video w-64 rounded-lg border border-slate-200 object-cover"
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    discardUploads(null);
                    setDetail("thumbnailUrl")("");
                  }}
                >
                  Remove thumbnail
                </Button>
              </div>
            ) : null}
            <TextField
              label="Upload thumbnail"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              disabled={uploading}
              hint={
                uploading
                  ? "Uploading..."
                  : "JPEG, PNG, WebP, GIF or AVIF, up to 5 MB and 4000×4000 pixels"
              }
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void uploadThumbnail(file);
              }}
            />
            <TextField
              label="Or enter image URL directly"
              name="thumbnailUrl"
              type="url"
              placeholder="https://…"
              value={details.thumbnailUrl}
              onChange={(e) => setDetail("thumbnailUrl")(e.target.value)}
              error={errorOf("thumbnailUrl")}
              maxLength={LIMITS.url}
            />
          </div>
        </Card>

        <EditableList
          id="videos"
          heading="Course Videos"
          addLabel="Add Video"
          emptyText='No videos added yet. Click "Add Video" to get started.'
          itemName="Video"
          items={videos}
          setItems={setVideos}
          create={emptyVideo}
          onReorder={clearListErrors}
          renderFields={(video, index) => {
            const path = (name: keyof VideoDraft) => `videos.${index}.${name}`;
            const change = (name: Exclude<keyof VideoDraft, "questions">) => (value: string) =>
              updateVideo(video.key, index, { [name]: value });
            return (
              <div className="grid gap-3 md:grid-cols-2">
                <div className={LANGUAGES_ROW_COMPACT}>
                  <TextField
                    label="Video Title"
                    name={path("title")}
                    value={video.title}
                    dir="auto"
                    maxLength={LIMITS.title}
                    error={errorOf(path("title"))}
                    onChange={(e) => change("title")(e.target.value)}
                  />
                  <TextField
                    label="Arabic Video Title"
                    name={path("titleAr")}
                    value={video.titleAr}
                    dir="rtl"
                    lang="ar"
                    maxLength={LIMITS.title}
                    error={errorOf(path("titleAr"))}
                    onChange={(e) => change("titleAr")(e.target.value)}
                  />
                  <TextField
                    label="French Video Title"
                    name={path("titleFr")}
                    value={video.titleFr}
                    dir="auto"
                    lang="fr"
                    maxLength={LIMITS.title}
                    error={errorOf(path("titleFr"))}
                    onChange={(e) => change("titleFr")(e.target.value)}
                  />
                </div>
                <TextField
                  label="YouTube URL"
                  name={path("youtubeUrl")}
                  type="url"
                  value={video.youtubeUrl}
                  placeholder="https://www.youtube.com/watch?v=…"
                  maxLength={LIMITS.url}
                  error={errorOf(path("youtubeUrl"))}
                  onChange={(e) => change("youtubeUrl")(e.target.value)}
                />
                <TextField
                  label="Duration (minutes)"
                  name={path("durationMinutes")}
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={video.durationMinutes}
                  error={errorOf(path("durationMinutes"))}
                  onChange={(e) => change("durationMinutes")(e.target.value)}
                />
                <div className={LANGUAGES_ROW_COMPACT}>
                  <TextAreaField
                    label="Video Description"
                    name={path("description")}
                    value={video.description}
                    dir="auto"
                    maxLength={LIMITS.description}
                    error={errorOf(path("description"))}
                    onChange={(e) => change("description")(e.target.value)}
                  />
                  <TextAreaField
                    label="Arabic Video Description"
                    name={path("descriptionAr")}
                    value={video.descriptionAr}
                    dir="rtl"
                    lang="ar"
                    maxLength={LIMITS.description}
                    error={errorOf(path("descriptionAr"))}
                    onChange={(e) => change("descriptionAr")(e.target.value)}
                  />
                  <TextAreaField
                    label="French Video Description"
                    name={path("descriptionFr")}
                    value={video.descriptionFr}
                    dir="auto"
                    lang="fr"
                    maxLength={LIMITS.description}
                    error={errorOf(path("descriptionFr"))}
                    onChange={(e) => change("descriptionFr")(e.target.value)}
                  />
                </div>
                <div className="md:col-span-2">
                  <QuizFields
                    listId={video.key}
                    videoNumber={index + 1}
                    questions={video.questions}
                    setQuestions={setQuestionsOf(video.key)}
                    pathOf={(name) => `videos.${index}.${name}`}
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

        <EditableList
          id="links"
          heading="Links & Resources"
          addLabel="Add Link"
          emptyText='No links or resources added yet. Click "Add Link" to get started.'
          itemName="Link"
          items={linkDrafts}
          setItems={setLinkDrafts}
          create={emptyLink}
          onReorder={clearListErrors}
          renderFields={(link, index) => {
            const path = (name: keyof LinkDraft) => `links.${index}.${name}`;
            const change = (name: keyof LinkDraft) => (value: string) =>
              updateLink(link.key, index, { [name]: value });
            return (
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  label="Title"
                  name={path("title")}
                  value={link.title}
                  dir="auto"
                  maxLength={LIMITS.title}
                  error={errorOf(path("title"))}
                  onChange={(e) => change("title")(e.target.value)}
                />
                <TextField
                  label="French Title"
                  name={path("titleFr")}
                  value={link.titleFr}
                  dir="auto"
                  lang="fr"
                  maxLength={LIMITS.title}
                  error={errorOf(path("titleFr"))}
                  onChange={(e) => change("titleFr")(e.target.value)}
                />
                {/* type="text": `www.bcm.mr` is welcome (saved as https://www.bcm.mr). */}
                <TextField
                  label="URL"
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
                  label="Description (optional)"
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

        <div className="flex justify-end gap-3">
          <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? "Saving..." : "Save Course"}
          </Button>
        </div>
      </form>

      {/* Outside the <form>: React events bubble through portals along the React tree, and the
          gate's own form submitting must not submit the course. */}

      <ModalDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Unsaved changes"
        description="This course has changes that are not saved. Leave without saving them?"
      >
        <div className="mt-6 flex justify-end gap-3">
          <DialogCancel className={buttonVariants({ variant: "outline" })}>
            Stay on this page
          </DialogCancel>
          <DialogAction
            className={buttonVariants({ variant: "danger" })}
            onClick={() => {
              if (blocker.state === "blocked") blocker.proceed();
            }}
          >
            Leave without saving
          </DialogAction>
        </div>
      </ModalDialog>

      <ModalDialog
        open={signInOpen}
        onOpenChange={(open) => {
          if (!open) closeSignIn();
        }}
        title={notAllowed ? notAllowed.title : "Session expired"}
        description={
          notAllowed
            ? "Sign in as an administrator who may edit courses: your changes are kept and will be saved."
            : "Your admin session has ended. Sign in again to continue: your changes are kept and will be saved."
        }
        initialFocus='input[type="password"]'
        className="w-[min(32rem,calc(100vw-2rem))] bg-slate-50"
      >
        {notAllowed ? (
          <div
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-bold">{notAllowed.title}</p>
            <p>{notAllowed.description}</p>
          </div>
        ) : null}
        {/* Keyed by the answer: after a refusal the gate starts empty for another account. */}
        <div className="mt-4" key={notAllowed ? "not-allowed" : "expired"}>
          {signInOpen ? signIn(signedIn) : null}
        </div>
        <div className="mt-4 flex justify-end">
          <DialogCancel className={buttonVariants({ variant: "outline" })}>Cancel</DialogCancel>
        </div>
      </ModalDialog>
    </>
  );
}
