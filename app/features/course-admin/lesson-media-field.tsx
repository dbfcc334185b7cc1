// A lesson's video in the course editor (issue #28): a YouTube link, as always, or 'Upload video':
// a file sent with its progress (use-media-upload.ts), then the state of its processing, asked
// every few seconds until it is Ready or Failed (use-media-status.ts). The choice is two radio
// buttons drawn as one control: the keyboard and screen readers know radio buttons.
import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { cn } from "~/lib/cn";
import type { MediaKind } from "~/lib/media";
import { MEDIA_ACCEPT, useMediaUpload, type UploadedMedia } from "./use-media-upload";
import { useMediaStatus, type MediaProgress } from "./use-media-status";

/** What the editor knows of an uploaded file: its name for display, and its last known state. */
export interface KnownMedia extends MediaProgress {
  kind: MediaKind;
  name: string;
}

/** 75 → "1:15", 3725 → "1:02:05": a length as a player shows it. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, "0");
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The uploaded file's processing state: Processing n% (queued is 0%), Ready, or Failed + Retry. */
function MediaStatusLine({
  mediaId,
  known,
  onSessionEnded,
}: {
  mediaId: string;
  known: KnownMedia | undefined;
  onSessionEnded: (retry: () => void) => void;
}) {
  const { t } = useAdminI18n();
  const { state, missing, retry, retrying } = useMediaStatus(
    mediaId,
    known ?? null,
    onSessionEnded,
  );
  const duration = state?.durationSeconds || known?.durationSeconds || 0;
  let line: ReactNode;
  if (missing) {
    line = <p className="text-red-700">{t("media.missingFile")}</p>;
  } else if (!state) {
    line = null;
  } else if (state.status === "ready") {
    line = <p className="font-bold text-emerald-800">{t("media.ready")}</p>;
  } else if (state.status === "failed") {
    line = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-red-700">
          <span className="font-bold">{t("media.failed")}</span>
          {state.failure ? `: ${t(`media.failure.${state.failure}`)}` : null}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={retrying}
          onClick={() => void retry()}
        >
          {t("media.retry")}
        </Button>
      </div>
    );
  } else {
    // Queued is shown as processing at 0%: to the administrator both mean 'not ready yet'.
    const percent = state.status === "processing" ? state.progress : 0;
    line = (
      <div className="space-y-1">
        <p>{t("media.processingPercent", { percent })}</p>
        <ProgressBar label={t("media.processingProgress")} percent={percent} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        <span dir="auto" className="font-bold">
          {known?.name || t("media.unnamed")}
        </span>
        {duration > 0 ? (
          <>
            {" · "}
            <span>{t("media.duration", { duration: formatClock(duration) })}</span>
          </>
        ) : null}
      </p>
      <div role="status" aria-live="polite">
        {line}
      </div>
    </div>
  );
}

export function LessonMediaField({
  itemKey,
  mediaId,
  known,
  youtubeField,
  error,
  onChoose,
  onUploaded,
  onSessionEnded,
}: {
  /** The video's React key: names its radio buttons. */
  itemKey: string;
  /** null: YouTube; "": upload chosen, no file yet; else the file's id. */
  mediaId: string | null;
  known: KnownMedia | undefined;
  /** The YouTube URL's field, shown while YouTube is chosen. */
  youtubeField: ReactNode;
  /** The server's or the form's problem with the upload (`videos.N.mediaId`). */
  error: string | undefined;
  onChoose: (mediaId: string | null) => void;
  onUploaded: (media: UploadedMedia, file: File) => void;
  onSessionEnded: (retry: () => void) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const upload = useMediaUpload({ onUploaded, onSessionEnded });
  /** Replace: the file input shown again beside the current file. */
  const [replacing, setReplacing] = useState(false);
  const uploading = upload.state.phase === "uploading";
  const hasFile = !!mediaId;

  const choice = (value: "youtube" | "upload", label: string) => {
    const checked = value === "youtube" ? mediaId === null : mediaId !== null;
    return (
      <label
        className={cn(
          "flex min-h-11 cursor-pointer items-center px-4 py-2 font-bold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-700",
          checked ? "bg-emerald-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50",
        )}
      >
        <input
          type="radio"
          className="sr-only"
          name={`${itemKey}-source`}
          value={value}
          checked={checked}
          disabled={uploading}
          aria-invalid={value === "upload" && error ? true : undefined}
          aria-describedby={value === "upload" && error ? errorId : undefined}
          onChange={() => {
            // Back to YouTube drops the uploaded file; Upload starts without one.
            setReplacing(false);
            onChoose(value === "youtube" ? null : "");
          }}
        />
        {label}
      </label>
    );
  };

  const fileInput = (
    <TextField
      label={t("media.file")}
      type="file"
      accept={MEDIA_ACCEPT}
      hint={t("media.formats")}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) {
          setReplacing(false);
          upload.start(file);
        }
      }}
    />
  );

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 md:col-span-2">
      <legend className="px-1 text-sm font-bold text-slate-800">{t("media.source")}</legend>
      <div className="inline-flex overflow-hidden rounded-lg border border-slate-300">
        {choice("youtube", t("media.sourceYoutube"))}
        {choice("upload", t("media.sourceUpload"))}
      </div>
      {mediaId === null ? (
        youtubeField
      ) : (
        <div className="space-y-3">
          {hasFile && !uploading ? (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <MediaStatusLine
                  key={mediaId}
                  mediaId={mediaId}
                  known={known}
                  onSessionEnded={onSessionEnded}
                />
              </div>
              {replacing ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setReplacing(true)}
                >
                  {t("media.replace")}
                </Button>
              )}
            </div>
          ) : null}
          {uploading ? (
            <div className="space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p>
                  <span dir="auto" className="font-bold">
                    {upload.state.phase === "uploading" ? upload.state.name : ""}
                  </span>{" "}
                  {t("media.uploading", {
                    percent: upload.state.phase === "uploading" ? upload.state.percent : 0,
                  })}
                </p>
                <Button type="button" variant="outline" size="sm" onClick={upload.cancel}>
                  {t("media.cancel")}
                </Button>
              </div>
              <ProgressBar
                label={t("media.uploadProgress")}
                percent={upload.state.phase === "uploading" ? upload.state.percent : 0}
              />
            </div>
          ) : !hasFile || replacing ? (
            fileInput
          ) : null}
          {upload.state.phase === "cancelled" ? (
            <p role="status" className="text-sm text-slate-700">
              {t("media.cancelled")}
            </p>
          ) : null}
          {upload.state.phase === "failed" ? (
            <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 text-red-800">
              <p className="font-bold">{upload.state.title}</p>
              <p>{upload.state.description}</p>
              <Button type="button" variant="outline" size="sm" onClick={upload.retry}>
                {t("media.tryAgain")}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
