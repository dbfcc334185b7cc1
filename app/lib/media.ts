// Uploaded lesson media (issue #28) as features and components see it: a file, the state of its
// processing job, and the data-light versions made from it. Row types stay in the data layer.

export type MediaKind = "video" | "audio";
export type MediaStatus = "queued" | "processing" | "ready" | "failed";
/** What a learner chooses between: sound only, a light video, a standard one. */
export const MEDIA_VERSION_NAMES = ["audio", "light", "standard"] as const;
export type MediaVersionName = (typeof MEDIA_VERSION_NAMES)[number];
export type MediaFormat = "webm" | "m4a" | "mp4";
export type TranscriptLocale = "ar" | "fr" | "en";
export type TranscriptKind = "captions" | "text";

/**
 * Why processing failed, as a key the admin UI translates: the file could not be read as media,
 * ffmpeg failed on it, it ran past its time limit, storing a result failed, or the server stopped
 * (crashed) while processing it, too many times.
 */
export type MediaFailure =
  "probe-failed" | "transcode-failed" | "timeout" | "storage-failed" | "interrupted";

export interface MediaVersion {
  version: MediaVersionName;
  format: MediaFormat;
  storageKey: string;
  url: string;
  bytes: number;
  bitrateKbps: number;
  contentType: string;
}

export interface MediaFile {
  id: string;
  kind: MediaKind;
  status: MediaStatus;
  /** The original's key in the private bucket. */
  originalKey: string;
  /** The name it was uploaded under, for display. */
  originalName: string;
  originalBytes: number;
  durationMs: number;
  width: number | null;
  height: number | null;
  /** 0–100 while processing; 100 once ready. */
  progress: number;
  attempts: number;
  /** When a queued file is due (ISO-8601), null otherwise. */
  nextAttemptAt: string | null;
  failure: MediaFailure | null;
  posterUrl: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  versions: MediaVersion[];
}

export interface LessonTranscript {
  lessonId: string;
  locale: TranscriptLocale;
  kind: TranscriptKind;
  /** Timed captions for a <track>; null for a typed or pasted text. */
  webvtt: string | null;
  /** What is shown below the player and searched. */
  plainText: string;
  updatedAt: string;
}
