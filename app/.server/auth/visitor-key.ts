// The key of a visitor's lesson visits (issue #27, decision 0041): a random name for this browser
// that says when it first opened each lesson, so that a visitor's marks can be held to the
// completion rule although their course page is the cached one, the same for everyone. It is not a
// session and makes no page personal (it is not in SESSION_COOKIES): only the lesson-visit
// beacon writes it, and the mark check and the sign-in merge read it. HttpOnly, Path=/, `__Host-`
// over https like the site's other cookies; cleared at sign-in, when its visits join the account.
import { randomBytes } from "node:crypto";
import { cookieNameFor, readCookie, setCookie } from "./cookies";

export const VISITOR_KEY_COOKIE = "maarifa_visitor";
/** A visitor may open a lesson today and make an account months later. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** 128 random bits, base64url. Anything else is not ours and is ignored. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function readVisitorKey(request: Request): string | null {
  const value = readCookie(request, cookieNameFor(VISITOR_KEY_COOKIE, request));
  return value && KEY_PATTERN.test(value) ? value : null;
}

export function newVisitorKey(): string {
  return randomBytes(16).toString("base64url");
}

export function visitorKeyCookie(request: Request, key: string): string {
  return setCookie(VISITOR_KEY_COOKIE, request, key, { maxAge: MAX_AGE_SECONDS });
}

export function clearVisitorKeyCookie(request: Request): string {
  return setCookie(VISITOR_KEY_COOKIE, request, "", { maxAge: 0 });
}
