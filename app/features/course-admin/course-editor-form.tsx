// The course editor (spec §2 'Course editor'): details, videos (add, remove, move), links and
// resources, thumbnail upload. It submits JSON to its route's action; the server validates again.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { DIFFICULTY_LEVELS, type Course, type CourseLink, type Lesson } from "~/lib/course";
import {
  categoryOptions,
  MAX_SAVE_BYTES,
  MISSING_FIELDS,
  TOO_LARGE,
  type FormError,
} from "./course-form";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

interface VideoDraft {
  key: string;
  id?: string;
  title: string;
  titleAr: string;
  description: string;
  descriptionAr: string;
  youtubeUrl: string;
  durationMinutes: string;
}

interface LinkDraft {
  key: string;
  title: string;
  url: string;
  description: string;
}

const newKey = () => crypto.randomUUID();

const emptyVideo = (): VideoDraft => ({
  key: newKey(),
  title: "",
  titleAr: "",
  description: "",
  descriptionAr: "",
  youtubeUrl: "",
  durationMinutes: "0",
});

const emptyLink = (): LinkDraft => ({ key: newKey(), title: "", url: "", description: "" });

function initialDetails(course: Course | null) {
  // Spec §3 new-course defaults: empty texts, beginner, 0 minutes.
  return {
    title: course?.title ?? "",
    titleAr: course?.titleAr ?? "",
    description: course?.description ?? "",
    descriptionAr: course?.descriptionAr ?? "",
    category: course?.category ?? "",
    instructorName: course?.instructorName ?? "",
    difficultyLevel: course?.difficultyLevel ?? "beginner",
    durationMinutes: String(course?.durationMinutes ?? 0),
    thumbnailUrl: course?.thumbnailUrl ?? "",
  };
}

export function CourseEditorForm({
  course,
  lessons,
  links,
  error,
}: {
  course: Course | null;
  lessons: Lesson[];
  links: CourseLink[];
  /** The last failed save's error, from the route's action. */
  error: FormError | undefined;
}) {
  const toast = useToast();
  const submit = useSubmit();
  const saving = useNavigation().state !== "idle";
  const [details, setDetails] = useState(() => initialDetails(course));
  const [videos, setVideos] = useState<VideoDraft[]>(() =>
    lessons.map((lesson) => ({
      key: lesson.id,
      id: lesson.id,
      title: lesson.title,
      titleAr: lesson.titleAr,
      description: lesson.description,
      descriptionAr: lesson.descriptionAr,
      youtubeUrl: lesson.youtubeUrl,
      durationMinutes: String(lesson.durationMinutes),
    })),
  );
  const [linkDrafts, setLinkDrafts] = useState<LinkDraft[]>(() =>
    links.map((link) => ({
      key: link.id,
      title: link.title,
      url: link.url,
      description: link.description,
    })),
  );
  const [uploading, setUploading] = useState(false);
  // Thumbnails uploaded in this editor and not saved yet: the only files it may discard.
  const uploadedHere = useRef(new Set<string>());

  useEffect(() => {
    if (error) toast({ ...error, variant: "destructive" });
  }, [error, toast]);

  const setDetail = (name: keyof typeof details) => (value: string) =>
    setDetails((current) => ({ ...current, [name]: value }));

  const updateVideo = (key: string, change: Partial<VideoDraft>) =>
    setVideos((list) => list.map((video) => (video.key === key ? { ...video, ...change } : video)));
  const moveVideo = (index: number, by: -1 | 1) =>
    setVideos((list) => {
      const next = [...list];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  const updateLink = (key: string, change: Partial<LinkDraft>) =>
    setLinkDrafts((list) => list.map((link) => (link.key === key ? { ...link, ...change } : link)));

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

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!details.title.trim() || !details.category.trim()) {
      toast({ ...MISSING_FIELDS, variant: "destructive" });
      return;
    }
    const payload = {
      ...details,
      videos: videos.map(({ key: _key, ...video }) => video),
      links: linkDrafts.map(({ key: _key, ...link }) => link),
    };
    // The server refuses a larger body unread; say why here rather than show its bare 413.
    if (new Blob([JSON.stringify(payload)]).size > MAX_SAVE_BYTES) {
      toast({ ...TOO_LARGE, variant: "destructive" });
      return;
    }
    submit(payload, { method: "post", encType: "application/json" });
  }

  return (
    <form onSubmit={save} className="space-y-6" noValidate>
      <Card aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" className="text-xl font-bold">
          Course Details
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Course Title *"
            value={details.title}
            onChange={(e) => setDetail("title")(e.target.value)}
            required
            maxLength={200}
          />
          <TextField
            label="Arabic Title"
            value={details.titleAr}
            onChange={(e) => setDetail("titleAr")(e.target.value)}
            dir="rtl"
            lang="ar"
            maxLength={200}
          />
          <SelectField
            label="Category *"
            value={details.category}
            onChange={(e) => setDetail("category")(e.target.value)}
            required
            options={[
              { value: "", label: "Select a category" },
              ...categoryOptions(course?.category ?? "").map((value) => ({ value, label: value })),
            ]}
          />
          <SelectField
            label="Difficulty Level"
            value={details.difficultyLevel}
            onChange={(e) => setDetail("difficultyLevel")(e.target.value)}
            options={DIFFICULTY_LEVELS.map((value) => ({
              value,
              label: value[0]?.toUpperCase() + value.slice(1),
            }))}
          />
          <TextAreaField
            label="Description"
            value={details.description}
            onChange={(e) => setDetail("description")(e.target.value)}
            maxLength={5000}
          />
          <TextAreaField
            label="Arabic Description"
            value={details.descriptionAr}
            onChange={(e) => setDetail("descriptionAr")(e.target.value)}
            dir="rtl"
            lang="ar"
            maxLength={5000}
          />
          <TextField
            label="Instructor Name"
            value={details.instructorName}
            onChange={(e) => setDetail("instructorName")(e.target.value)}
            dir="auto"
            maxLength={120}
          />
          <TextField
            label="Total Duration (minutes)"
            type="number"
            min={0}
            inputMode="numeric"
            value={details.durationMinutes}
            onChange={(e) => setDetail("durationMinutes")(e.target.value)}
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
            type="url"
            placeholder="https://…"
            value={details.thumbnailUrl}
            onChange={(e) => setDetail("thumbnailUrl")(e.target.value)}
            maxLength={2000}
          />
        </div>
      </Card>

      <Card aria-labelledby="videos-heading" className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="videos-heading" className="text-xl font-bold">
            Course Videos
          </h2>
          <Button
            type="button"
            variant="outline"
            onClick={() => setVideos((list) => [...list, emptyVideo()])}
          >
            Add Video
          </Button>
        </div>
        {videos.length === 0 ? (
          <p className="text-slate-600">
            No videos added yet. Click &quot;Add Video&quot; to get started.
          </p>
        ) : (
          <ol className="space-y-4">
            {videos.map((video, index) => (
              <li
                key={video.key}
                className="rounded-xl border border-slate-200 p-4"
                aria-label={`Video ${index + 1}`}
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-bold">Video {index + 1}</h3>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => moveVideo(index, -1)}
                      aria-label={`Move video ${index + 1} up`}
                    >
                      Move up
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={index === videos.length - 1}
                      onClick={() => moveVideo(index, 1)}
                      aria-label={`Move video ${index + 1} down`}
                    >
                      Move down
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setVideos((list) => list.filter((v) => v.key !== video.key))}
                      aria-label={`Remove video ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 md:grid-cols-2">
                  <TextField
                    label="Video Title"
                    value={video.title}
                    maxLength={200}
                    onChange={(e) => updateVideo(video.key, { title: e.target.value })}
                  />
                  <TextField
                    label="Arabic Video Title"
                    value={video.titleAr}
                    dir="rtl"
                    lang="ar"
                    maxLength={200}
                    onChange={(e) => updateVideo(video.key, { titleAr: e.target.value })}
                  />
                  <TextField
                    label="YouTube URL"
                    type="url"
                    value={video.youtubeUrl}
                    placeholder="https://www.youtube.com/watch?v=…"
                    maxLength={2000}
                    onChange={(e) => updateVideo(video.key, { youtubeUrl: e.target.value })}
                  />
                  <TextField
                    label="Duration (minutes)"
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={video.durationMinutes}
                    onChange={(e) => updateVideo(video.key, { durationMinutes: e.target.value })}
                  />
                  <TextAreaField
                    label="Video Description"
                    value={video.description}
                    maxLength={5000}
                    onChange={(e) => updateVideo(video.key, { description: e.target.value })}
                  />
                  <TextAreaField
                    label="Arabic Video Description"
                    value={video.descriptionAr}
                    dir="rtl"
                    lang="ar"
                    maxLength={5000}
                    onChange={(e) => updateVideo(video.key, { descriptionAr: e.target.value })}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card aria-labelledby="links-heading" className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="links-heading" className="text-xl font-bold">
            Links &amp; Resources
          </h2>
          <Button
            type="button"
            variant="outline"
            onClick={() => setLinkDrafts((list) => [...list, emptyLink()])}
          >
            Add Link
          </Button>
        </div>
        {linkDrafts.length === 0 ? (
          <p className="text-slate-600">
            No links or resources added yet. Click &quot;Add Link&quot; to get started.
          </p>
        ) : (
          <ol className="space-y-4">
            {linkDrafts.map((link, index) => (
              <li
                key={link.key}
                className="rounded-xl border border-slate-200 p-4"
                aria-label={`Link ${index + 1}`}
              >
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="font-bold">Link {index + 1}</h3>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => setLinkDrafts((list) => list.filter((l) => l.key !== link.key))}
                    aria-label={`Remove link ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
                <div className="grid gap-3 md:grid-cols-2">
                  <TextField
                    label="Title"
                    value={link.title}
                    dir="auto"
                    maxLength={200}
                    onChange={(e) => updateLink(link.key, { title: e.target.value })}
                  />
                  <TextField
                    label="URL"
                    type="url"
                    value={link.url}
                    placeholder="https://…"
                    maxLength={2000}
                    onChange={(e) => updateLink(link.key, { url: e.target.value })}
                  />
                  <TextAreaField
                    label="Description (optional)"
                    value={link.description}
                    dir="auto"
                    maxLength={5000}
                    className="md:col-span-2"
                    onChange={(e) => updateLink(link.key, { description: e.target.value })}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <div className="flex justify-end gap-3">
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? "Saving..." : "Save Course"}
        </Button>
      </div>
    </form>
  );
}
