// Migrations are listed here rather than read from the folder at run time, so they work the
// same from tsx, from the bundled server build and from tests. Names sort by date.
import type { Migration } from "kysely";
import * as courses from "./2026-11-22-01-courses";
import * as adminAuth from "./2026-11-22-02-admin-auth";
import * as courseSearch from "./2026-11-22-03-course-search";
import * as contentVersion from "./2026-11-22-04-content-version";
import * as learners from "./2026-11-22-05-learners";
import * as analytics from "./2026-11-22-06-analytics";
import * as searchConjunctionReindex from "./2026-11-23-01-search-conjunction-reindex";
import * as trustedDevices from "./2026-11-23-08-trusted-devices";
import * as administrators from "./2026-11-23-10-administrators";
import * as passwordResets from "./2026-11-23-11-password-resets";
import * as auditLog from "./2026-11-23-15-audit-log";
import * as frenchContent from "./2026-11-26-01-french-content";
import * as adminPasswordResets from "./2026-11-26-02-admin-password-resets";
import * as quizzesAndCertificates from "./2026-11-26-03-quizzes-and-certificates";
import * as searchInCatalogueOrder from "./2026-11-26-04-search-in-catalogue-order";
import * as analyticsReportIndexes from "./2026-11-26-05-analytics-report-indexes";
import * as certificatesByLearner from "./2026-11-26-06-certificates-by-learner";
import * as oneTimeTokens from "./2026-11-28-01-one-time-tokens";
import * as throttleAttempts from "./2026-11-28-02-throttle-attempts";
import * as quizAttempts from "./2026-11-28-03-quiz-attempts";
import * as lessonVisits from "./2026-11-28-04-lesson-visits";
import * as certificateLatinName from "./2026-11-28-05-certificate-latin-name";
import * as recoveryCodes from "./2026-11-28-06-recovery-codes";
import * as searchSynonyms from "./2026-11-28-07-search-synonyms";
import * as thumbnailWidths from "./2026-11-28-09-thumbnail-widths";
import * as adminLocale from "./2026-11-28-08-admin-locale";
import * as lessonMedia from "./2026-11-29-01-lesson-media";
import * as siteSettings from "./2026-11-29-05-site-settings";
import * as classes from "./2026-11-29-06-classes";
import * as teacherRole from "./2026-11-29-07-teacher-role";

export const migrations: Record<string, Migration> = {
  "2026-11-22-01-courses": courses,
  "2026-11-22-02-admin-auth": adminAuth,
  "2026-11-22-03-course-search": courseSearch,
  "2026-11-22-04-content-version": contentVersion,
  "2026-11-22-05-learners": learners,
  "2026-11-22-06-analytics": analytics,
  "2026-11-23-01-search-conjunction-reindex": searchConjunctionReindex,
  "2026-11-23-08-trusted-devices": trustedDevices,
  "2026-11-23-10-administrators": administrators,
  "2026-11-23-11-password-resets": passwordResets,
  "2026-11-23-15-audit-log": auditLog,
  "2026-11-26-01-french-content": frenchContent,
  "2026-11-26-02-admin-password-resets": adminPasswordResets,
  "2026-11-26-03-quizzes-and-certificates": quizzesAndCertificates,
  "2026-11-26-04-search-in-catalogue-order": searchInCatalogueOrder,
  "2026-11-26-05-analytics-report-indexes": analyticsReportIndexes,
  "2026-11-26-06-certificates-by-learner": certificatesByLearner,
  "2026-11-28-01-one-time-tokens": oneTimeTokens,
  "2026-11-28-02-throttle-attempts": throttleAttempts,
  "2026-11-28-03-quiz-attempts": quizAttempts,
  "2026-11-28-04-lesson-visits": lessonVisits,
  "2026-11-28-05-certificate-latin-name": certificateLatinName,
  "2026-11-28-06-recovery-codes": recoveryCodes,
  "2026-11-28-07-search-synonyms": searchSynonyms,
  "2026-11-28-09-thumbnail-widths": thumbnailWidths,
  "2026-11-28-08-admin-locale": adminLocale,
  "2026-11-29-01-lesson-media": lessonMedia,
  "2026-11-29-05-site-settings": siteSettings,
  "2026-11-29-06-classes": classes,
  "2026-11-29-07-teacher-role": teacherRole,
};
