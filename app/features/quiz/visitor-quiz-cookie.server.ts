// The cookie that keeps a visitor's quiz answers (visitor-answers.ts, decision 0032). Path=/: it
// is written by the course pages (/course/…, /fr/course/…) and read by the auth forms (/auth,
// /fr/auth…). HttpOnly: no page script needs it. `__Host-` over https, like the session cookies,
// so a sibling subdomain cannot plant answers (they would only be graded, but still).
import { cookieNameFor, readCookie, setCookie } from "~/.server/auth/cookies";

export const VISITOR_QUIZ_COOKIE = "maarifa_quiz";
/** About a year: a visitor may take a quiz today and make an account months later. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readVisitorQuizCookie(request: Request): string | null {
  return readCookie(request, cookieNameFor(VISITOR_QUIZ_COOKIE, request));
}

export function visitorQuizCookie(request: Request, value: string): string {
  return setCookie(VISITOR_QUIZ_COOKIE, request, value, { maxAge: MAX_AGE_SECONDS });
}

export function clearVisitorQuizCookie(request: Request): string {
  return setCookie(VISITOR_QUIZ_COOKIE, request, "", { maxAge: 0 });
}
