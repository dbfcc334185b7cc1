// The privacy page's figures (stated-facts.ts) against the constants the code runs on: a lifetime
// changed in the code without the page fails here (issue #17).
import { describe, expect, it } from "vitest";
import { FAILURE_WINDOW_MS } from "~/.server/auth/attempt-throttle";
import { setFlash } from "~/.server/flash";
import { DEFAULT_AUDIT_RETENTION_DAYS } from "~/.server/jobs/audit-retention";
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from "~/browser/language";
import { LEARNER_DEVICE_POLICY, LEARNER_POLICY } from "~/features/accounts/learner-session.server";
import {
  RESET_LINK_LIFETIME_MS,
  RESET_REQUEST_ADDRESS_RULE,
} from "~/features/accounts/password-reset.server";
import { resetLinkCookie } from "~/features/accounts/reset-link-cookie.server";
import { SIGN_UP_RULE } from "~/features/accounts/sign-up.server";
import {
  ADMIN_DEVICE_POLICY,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
} from "~/features/admin-auth/admin-session.server";
import { RAW_RETENTION_DAYS } from "~/features/analytics/roll-up.server";
import { adminLocaleCookie } from "~/features/admin-auth/admin-locale.server";
import { visitorQuizCookie } from "~/features/quiz/visitor-quiz-cookie.server";
import { visitorKeyCookie } from "~/.server/auth/visitor-key";
import { STATED } from "~/features/legal/stated-facts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The Max-Age of a Set-Cookie value, in seconds. */
const maxAgeOf = (setCookie: string) => Number(/; Max-Age=(\d+)/.exec(setCookie)?.[1]);

describe("the privacy page's figures", () => {
  const request = new Request("http://localhost/reset-password/x");

  it("are the learners' session and device lifetimes", () => {
    expect(LEARNER_POLICY.lifetimeMs).toBe(STATED.learnerSessionDays * DAY);
    expect(LEARNER_POLICY.idleTimeoutMs).toBe(STATED.learnerIdleDays * DAY);
    expect(LEARNER_DEVICE_POLICY.lifetimeMs).toBe(STATED.learnerDeviceDays * DAY);
  });

  it("are the administrators' session, device and message lifetimes", () => {
    expect(SESSION_LIFETIME_MS).toBe(STATED.adminSessionHours * HOUR);
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(STATED.adminIdleHours * HOUR);
    expect(ADMIN_DEVICE_POLICY.lifetimeMs).toBe(STATED.adminDeviceDays * DAY);
    expect(maxAgeOf(setFlash(request, "course-updated"))).toBe(STATED.flashSeconds);
  });

  it("are the password-reset link's hour and its cookie's", () => {
    expect(RESET_LINK_LIFETIME_MS).toBe(STATED.resetLinkMinutes * MINUTE);
    const cookie = resetLinkCookie(request, "a".repeat(43));
    expect(maxAgeOf(cookie) * SECOND).toBe(STATED.resetLinkMinutes * MINUTE);
  });

  it("are the admin area's language cookie's year (issue #27)", () => {
    const cookie = adminLocaleCookie(request, "fr");
    expect(maxAgeOf(cookie) * SECOND).toBe(STATED.adminLocaleCookieDays * DAY);
  });

  it("are the language cookie's year", () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS * SECOND).toBe(STATED.localeCookieDays * DAY);
  });

  it("are the visitor quiz cookie's year", () => {
    const cookie = visitorQuizCookie(request, "answers");
    expect(maxAgeOf(cookie) * SECOND).toBe(STATED.quizCookieDays * DAY);
  });

  it("are the visitor key cookie's year", () => {
    const cookie = visitorKeyCookie(request, "k".repeat(22));
    expect(maxAgeOf(cookie) * SECOND).toBe(STATED.visitorKeyDays * DAY);
  });

  it("are the windows over which attempts per address are counted", () => {
    expect(FAILURE_WINDOW_MS).toBe(STATED.failureWindowMinutes * MINUTE);
    expect(SIGN_UP_RULE.windowMs).toBe(STATED.hourlyWindowMinutes * MINUTE);
    expect(RESET_REQUEST_ADDRESS_RULE.windowMs).toBe(STATED.hourlyWindowMinutes * MINUTE);
  });

  it("are how long analytics events and the audit log are kept", () => {
    expect(RAW_RETENTION_DAYS).toBe(STATED.analyticsRawDays);
    expect(DEFAULT_AUDIT_RETENTION_DAYS).toBe(STATED.auditRetentionDays);
  });
});
