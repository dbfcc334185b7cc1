// What the /auth and /account forms post (issue #6), checked with zod in the routes. Fields are
// bounded here; the rules with messages for people (identifiers, password) are the features'.
import { z } from "zod";
import { learnerReturnPath } from "~/lib/learner-return";

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
 * Where a successful sign-in or sign-up may lead (app/lib/learner-return.ts): a path on this site
 * only, never back to /auth (in any locale). Anything else goes home.
 */
export function safeLearnerRedirect(value: unknown, home = "/"): string {
  return learnerReturnPath(value) ?? home;
}

/**
 * The field a refused sign-in or sign-up names (issue #27): the one the problem is about, else the
 * one to fill in again. An unknown account, a wrong password or too many attempts sit under the
 * password, which the form never keeps and must be typed again anyway.
 */
export function fieldOfProblem(
  form: { intent: "sign-in" | "sign-up"; identifier?: string; phone?: string; email?: string },
  field: string | undefined,
): string {
  if (field) return field;
  if (form.intent === "sign-in") return form.identifier?.trim() ? "password" : "identifier";
  return form.phone?.trim() || form.email?.trim() ? "password" : "phone";
}

/** The recovery-code form (issue #27): who, the code, the new password twice. */
export const recoveryFormSchema = z.object({
  identifier: field(320),
  code: field(100),
  password: field(1000),
  confirm: field(1000),
  redirectTo: z.string().optional(),
});

/** /account's 'new recovery code' form: the current password first. */
export const renewRecoveryFormSchema = z.object({
  intent: z.literal("renew-recovery-code"),
  currentPassword: field(1000),
});
