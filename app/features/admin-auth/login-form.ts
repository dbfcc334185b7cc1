// What the admin gate posts, the messages it shows (spec §2 'Admin password gate', §8), and
// where a successful sign-in may lead. Shared by the route (validation) and the gate (types).
import { z } from "zod";

export interface GateError {
  title: string;
  description: string;
}

/** Spec §8: 'Access denied (Invalid password)'. */
export const ACCESS_DENIED: GateError = { title: "Access denied", description: "Invalid password" };

/**
 * The identifier form's refusal (issue #14): the same words for an unknown identifier, a wrong
 * password and a disabled administrator, so the gate tells nobody which of them it was.
 */
export const ACCESS_DENIED_NAMED: GateError = {
  title: "Access denied",
  description: "Invalid email, phone number or password",
};

export const PASSWORD_REQUIRED: GateError = {
  title: "Access denied",
  description: "Enter the admin password",
};

export function tooManyAttempts(retryAfterSeconds: number): GateError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    title: "Too many attempts",
    description: `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  };
}

const DEFAULT_REDIRECT = "/admin";
const SAFE_BASE = "http://maarifa.invalid";

/**
 * Only a path inside the admin area: never another site ("//evil.example", "https://…",
 * "/\evil.example" which browsers read as "//"), never a public page, so the gate cannot be
 * used to bounce a visitor elsewhere (open redirect).
 */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return DEFAULT_REDIRECT;
  if (!/^\/admin(?:[/?#]|$)/.test(value)) return DEFAULT_REDIRECT;
  if (value.includes("//") || value.includes("\\")) return DEFAULT_REDIRECT;
  // Control characters (tab, newline) are dropped by URL parsers and could rebuild a "//".
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return DEFAULT_REDIRECT;
  }
  const url = new URL(value, SAFE_BASE);
  if (url.origin !== SAFE_BASE || !/^\/admin(?:\/|$)/.test(url.pathname)) return DEFAULT_REDIRECT;
  return value;
}

export const loginFormSchema = z.object({
  // Empty or absent: the bootstrap password alone (the owner). Otherwise a named administrator's
  // email or phone number (issue #14). Length limits are the sign-in's job (too long is wrong).
  identifier: z
    .string()
    .max(320)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  password: z.string().min(1),
  redirectTo: z.string().optional().transform(safeAdminRedirect),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
