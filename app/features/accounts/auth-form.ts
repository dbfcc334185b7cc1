// What the /auth and /account forms post (issue #6), checked with zod in the routes. Fields are
// bounded here; the rules with messages for people (identifiers, password) are the features'.
import { z } from "zod";
import { unlocalizedPath } from "~/i18n/locales";

/** Browsers keep at most this many anonymous lesson ids; more is not a real learner's. */
export const MAX_ANONYMOUS_LESSONS = 1000;

/**
 * The anonymous progress a small script copies from localStorage into the form: a JSON array of
 * lesson ids. Anything malformed is ignored rather than refusing the sign-in: losing a few marks
 * is better than locking someone out.
 */
export const progressField = z
  .string()
  .max(100_000)
  .optional()
  .transform((value): string[] => {
    if (!value) return [];
    try {
      const parsed: unknown = JSON.parse(value);
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 64)
        .slice(0, MAX_ANONYMOUS_LESSONS);
    } catch {
      return [];
    }
  });

const field = (max: number) => z.string().max(max).optional().default("");

export const authFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sign-up"),
    email: field(320),
    phone: field(64),
    // Longer than the rules allow, so the rules (not zod) say what is wrong.
    password: field(1000),
    progress: progressField,
    redirectTo: z.string().optional(),
  }),
  z.object({
    intent: z.literal("sign-in"),
    identifier: field(320),
    password: field(1000),
    progress: progressField,
    redirectTo: z.string().optional(),
  }),
]);

export type AuthForm = z.infer<typeof authFormSchema>;

export const accountFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("change-password"),
    currentPassword: field(1000),
    newPassword: field(1000),
  }),
  z.object({ intent: z.literal("delete-account"), confirm: field(50) }),
]);

export type AccountForm = z.infer<typeof accountFormSchema>;

/**
 * Where a successful sign-in may lead: a path on this site only (no "//host", no backslash, no
 * scheme, no control characters), never back to /auth (in any locale). Anything else goes home.
 */
export function safeLearnerRedirect(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.includes("//") || value.includes("\\")) return "/";
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return "/";
  const base = "http://maarifa.invalid";
  const url = new URL(value, base);
  if (url.origin !== base || unlocalizedPath(url.pathname) === "/auth") return "/";
  return `${url.pathname}${url.search}`;
}
