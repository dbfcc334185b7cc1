// The endpoint's validation of one event (issue #7): the name from the fixed list of spec §7,
// a bounded path that is a path (not a URL, no query string), and bounded labels. Server-side
// only in practice: the browser never imports zod (its JavaScript budget, issue #5).
import { MEDIA_VERSION_NAMES } from "~/lib/media";
import { z } from "zod";
import { findInvalidText } from "~/lib/valid-text";
import {
  MAX_COURSE_ID_LENGTH,
  MAX_MEDIA_EVENT_BYTES,
  MAX_LABEL_LENGTH,
  MAX_PATH_LENGTH,
  NAVIGATE_LABELS,
  type AnalyticsEvent,
} from "~/lib/analytics-events";

// Only a pathname: query strings may hold what a learner typed into search, so they are refused
// rather than stored.
const path = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .regex(/^\/[^?#\s\p{Cc}]*$/u, { message: "must be a path starting with / and without query" })
  .refine((value) => !findInvalidText(value), { message: "must be text" });

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // Control characters have no place in a title or id and would only make a mess of reports.
    .regex(/^[^\p{Cc}]*$/u, { message: "must not contain control characters" })
    .refine((value) => !findInvalidText(value), { message: "must be text" });

const mediaBytes = z.number().int().min(1).max(MAX_MEDIA_EVENT_BYTES);

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.strictObject({ name: z.literal("page_view"), path }),
  z.strictObject({
    name: z.literal("view_course"),
    path,
    label: text(MAX_LABEL_LENGTH),
    courseId: text(MAX_COURSE_ID_LENGTH),
  }),
  z.strictObject({ name: z.literal("navigate"), path, label: z.enum(NAVIGATE_LABELS) }),
  z.strictObject({
    name: z.literal("media_play"),
    path,
    // An id as ours are written (UUIDs, the seed's slugs): it is stored, never looked up here.
    lessonId: z
      .string()
      .max(MAX_COURSE_ID_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, { message: "must be an id" }),
    version: z.enum(MEDIA_VERSION_NAMES),
    bytes: mediaBytes,
    standardBytes: mediaBytes,
  }),
]) satisfies z.ZodType<AnalyticsEvent>;

/** The event in a request body, or null when it is not valid JSON or not a valid event. */
export function parseAnalyticsEvent(body: string): AnalyticsEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const result = analyticsEventSchema.safeParse(json);
  return result.success ? result.data : null;
}
