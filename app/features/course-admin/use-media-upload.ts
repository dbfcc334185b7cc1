// A lesson's video or audio upload from the course editor (issue #28): the file is the raw body of
// POST /admin/media (its name in X-File-Name, percent-encoded), which streams it to storage and
// probes it before keeping anything. XMLHttpRequest rather than fetch: fetch reports no upload
// progress, and a file of hundreds of megabytes on a slow line needs a progress bar and a Cancel.
// A cancelled or broken upload leaves nothing on the server (it removes a partial file); 'Try
// again' sends the same file once more.
import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { MediaKind } from "~/lib/media";

/** The server's answer to an accepted file (201). */
export interface UploadedMedia {
  id: string;
  kind: MediaKind;
  durationSeconds: number;
}

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number; name: string }
  | { phase: "failed"; title: string; description: string }
  | { phase: "cancelled" };

/** The extensions the server accepts; the browser's picker offers them beside video/* and audio/*. */
export const MEDIA_ACCEPT =
  "video/*,audio/*,.mp4,.mov,.webm,.mkv,.mp3,.m4a,.wav,.ogg,.flac,.aac,.amr";

type Answer = Partial<UploadedMedia & { title: string; description: string }>;

function parseAnswer(text: string): Answer | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Answer) : null;
  } catch {
    return null;
  }
}

export function useMediaUpload({
  onUploaded,
  onSessionEnded,
}: {
  onUploaded: (media: UploadedMedia, file: File) => void;
  /** The session ended: sign in again in place, then `retry` the same upload. */
  onSessionEnded: (retry: () => void) => void;
}) {
  const { t } = useAdminI18n();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);
  const lastFile = useRef<File | null>(null);
  // The callbacks of the latest render: an upload outlives the render that started it.
  const callbacks = useRef({ onUploaded, onSessionEnded });
  useEffect(() => {
    callbacks.current = { onUploaded, onSessionEnded };
  }, [onUploaded, onSessionEnded]);

  // A card removed (or the editor left) while its file is still going up stops sending it.
  useEffect(() => () => request.current?.abort(), []);

  /** `start`, for once signed in again (a ref: it cannot name itself while being made). */
  const again = useRef<(file: File) => void>(() => {});
  const start = useCallback(
    (file: File) => {
      request.current?.abort();
      lastFile.current = file;
      const xhr = new XMLHttpRequest();
      request.current = xhr;
      const failed = (title: string, description: string) =>
        setState({ phase: "failed", title, description });
      setState({ phase: "uploading", percent: 0, name: file.name });
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total === 0) return;
        const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100));
        setState((current) => (current.phase === "uploading" ? { ...current, percent } : current));
      };
      xhr.onload = () => {
        if (request.current !== xhr) return;
        request.current = null;
        if (xhr.status === 401) {
          setState({ phase: "idle" });
          callbacks.current.onSessionEnded(() => again.current(file));
          return;
        }
        const body = parseAnswer(xhr.responseText);
        if (xhr.status === 201 && body?.id) {
          setState({ phase: "idle" });
          callbacks.current.onUploaded(
            { id: body.id, kind: body.kind ?? "video", durationSeconds: body.durationSeconds ?? 0 },
            file,
          );
          return;
        }
        failed(
          body?.title ?? t("media.uploadFailed"),
          body?.description ?? `${xhr.status} ${xhr.statusText}`,
        );
      };
      // A refused oversized file may end as a closed connection rather than an answer (413).
      xhr.onerror = () => {
        if (request.current !== xhr) return;
        request.current = null;
        failed(t("media.uploadFailed"), t("media.networkError"));
      };
      xhr.open("POST", "/admin/media");
      xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
      xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
      xhr.send(file);
    },
    [t],
  );

  useEffect(() => {
    again.current = start;
  }, [start]);

  const cancel = useCallback(() => {
    const xhr = request.current;
    request.current = null;
    xhr?.abort();
    setState({ phase: "cancelled" });
  }, []);

  const retry = useCallback(() => {
    if (lastFile.current) start(lastFile.current);
  }, [start]);

  return { state, start, cancel, retry };
}
