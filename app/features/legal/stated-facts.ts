// The figures the privacy page states (issue #17), in one place. The page must stay true to the
// code: server/stated-facts.test.ts compares each with the constant the code runs on,
// so changing a lifetime without the page fails there.
export const STATED = {
  /** LEARNER_POLICY: a learner's session lasts 30 days at most… */
  learnerSessionDays: 30,
  /** …and ends after 7 days without a visit. */
  learnerIdleDays: 7,
  /** LEARNER_DEVICE_POLICY: the trusted-device cookie, renewed at each sign-in. */
  learnerDeviceDays: 365,
  /** ADMIN session: 12 hours at most, 2 idle. */
  adminSessionHours: 12,
  adminIdleHours: 2,
  /** ADMIN_DEVICE_POLICY. */
  adminDeviceDays: 90,
  /** The admin's one-time message after a redirect (app/.server/flash.ts). */
  flashSeconds: 60,
  /** The admin area's language chosen on this browser (admin-locale.server.ts, issue #27). */
  adminLocaleCookieDays: 365,
  /** app/browser/language.ts: the language a visitor chose. */
  localeCookieDays: 365,
  /** The visitor's quiz answers (issue #16's maarifa_quiz cookie). */
  quizCookieDays: 365,
  /** The visitor's key to when they opened each lesson (issue #27's maarifa_visitor cookie). */
  visitorKeyDays: 365,
  /** A password-reset link works this long, once (and its cookie lives as long). */
  resetLinkMinutes: 60,
  /** Failed sign-ins are counted per connection address over this window. */
  failureWindowMinutes: 15,
  /** Account creations and reset requests are counted per address over this window. */
  hourlyWindowMinutes: 60,
  /** Raw analytics events; daily totals are kept. */
  analyticsRawDays: 90,
  /** The administrators' audit log, by default (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: 365,
} as const;
