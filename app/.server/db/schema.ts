// Row types: what the tables hold. Only repositories see these; features get domain objects
// (app/lib/course/course.ts). Timestamps are ISO-8601 strings on SQLite and Date objects from pg.
import type { ColumnType, Kysely } from "kysely";

type Timestamp = ColumnType<Date | string, string, string>;
/** SQLite returns 0/1, PostgreSQL true/false; the SQLite dialect turns bound booleans into 0/1. */
type Bool = ColumnType<boolean | number, boolean, boolean>;

export interface CoursesTable {
  id: string;
  title: string;
  title_ar: string;
  /** French (issue #15, migration 2026-11-26-01); '' when there is none, like the Arabic ones. */
  title_fr: string;
  description: string;
  description_ar: string;
  description_fr: string;
  thumbnail_url: string;
  category: string;
  difficulty_level: string;
  duration_minutes: number;
  instructor_name: string;
  is_published: Bool;
  /** The share of right answers (%) that passes a quiz of the course (issue #16); 70 by default. */
  pass_mark: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseVideosTable {
  id: string;
  course_id: string;
  title: string;
  title_ar: string;
  title_fr: string;
  description: string;
  description_ar: string;
  description_fr: string;
  youtube_url: string;
  /**
   * An uploaded lesson's media file (issue #28, migration 2026-11-29-01); NULL for a YouTube
   * lesson. Optional in inserts, so the lesson writers that predate it need not name it.
   */
  media_id: ColumnType<string | null, string | null | undefined, string | null>;
  duration_minutes: number;
  order_index: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CourseLinksTable {
  id: string;
  course_id: string;
  title: string;
  title_fr: string;
  url: string;
  description: string;
  order_index: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  token_hash: string;
  /** "admin" or "learner". */
  kind: string;
  subject_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Absolute end of the session, whatever its activity. */
  expires_at: Timestamp;
}

/** One counted attempt of a throttle (app/.server/auth/attempt-throttle.ts; migration 2026-11-28-02). */
export interface ThrottleAttemptsTable {
  id: string;
  /** What is counted ("admin", "learner", "learner-sign-up", "learner-password", "quiz-learner"…). */
  scope: string;
  /** An address key (IPv4, or an IPv6 /64), `device:…` or `account:…`. */
  client_key: string;
  created_at: Timestamp;
}

/** A named administrator (issue #14, migration 10); the bootstrap owner is not a row. */
export interface AdministratorsTable {
  id: string;
  name: string;
  /** A lower-cased email address or an E.164 phone number. */
  identifier: string;
  /** "owner", "editor" or "analyst" (app/lib/admin-roles.ts). */
  role: string;
  password_hash: string;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The admin area's language they chose, "ar" | "fr" | "en"; null: English (2026-11-28-08). */
  locale: string | null;
}

/** What a one-time link is for (migration 2026-11-28-01, decision 0035). */
export type OneTimeTokenPurpose = "admin-invite" | "admin-reset" | "learner-reset";

/**
 * A one-time link: an administrator invite, an administrator's or a learner's password reset.
 * Only its token's SHA-256 is kept. The subject columns its purpose needs are set, the others NULL.
 */
export interface OneTimeTokensTable {
  id: string;
  purpose: OneTimeTokenPurpose;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  /** An administrator reset: whose password it resets. */
  administrator_id: string | null;
  /** A learner reset: whose password it resets. */
  learner_id: string | null;
  /** An invite: the person to create, and their role ("owner", "editor" or "analyst"). */
  invitee_name: string | null;
  invitee_identifier: string | null;
  invitee_role: string | null;
  /**
   * Who made it: an administrator's id; null for the bootstrap owner on administrator links, or
   * the learner's own request by email on learner links ("admin" there is the bootstrap owner).
   */
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When it was used; a link works once. */
  used_at: Timestamp | null;
}

/** A browser that signed in before (issue #12, migration 08): its device cookie's SHA-256. */
export interface TrustedDevicesTable {
  token_hash: string;
  /** Whose sign-in it eases: "admin" or "learner". */
  scope: string;
  /** The learner's id; "admin" for the administrator. */
  subject_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Normalised search text per course (app/lib/arabic-normalize.ts); see migration 03. */
export interface CourseSearchTable {
  course_id: string;
  title: string;
  body: string;
  lessons: string;
  /** Copies of the course's columns, for filtering and sorting matches without the courses table. */
  is_published: Bool;
  category: string;
  difficulty_level: string;
  created_at: Timestamp;
}

/** A learner's account (issue #6, migration 05): at least one of email and phone. */
export interface LearnersTable {
  id: string;
  /** Lower-cased. */
  email: string | null;
  /** E.164 (+22212345678). */
  phone: string | null;
  /** argon2id; never the password. */
  password_hash: string;
  /** The name as it should appear on certificates (issue #16); '' until the learner gives it. */
  certificate_name: ColumnType<string, string | undefined, string>;
  /** The name in Latin letters for French and English certificates (issue #27); '' if not given. */
  certificate_name_latin: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A learner's recovery code (issue #27, migration 2026-11-28-06): its argon2id hash, at most one. */
export interface LearnerRecoveryCodesTable {
  learner_id: string;
  /** argon2id of the 16 digits; never the code. */
  code_hash: string;
  created_at: Timestamp;
}

/** One row per lesson a learner has completed. */
export interface LessonProgressTable {
  learner_id: string;
  lesson_id: string;
  completed_at: Timestamp;
}

/**
 * When a viewer was first served a lesson (issue #27, decision 0041); see migration
 * 2026-11-28-04. `viewer` is `learner:<id>` or `visitor:<key>`.
 */
export interface LessonVisitsTable {
  viewer: string;
  lesson_id: string;
  first_served_at: Timestamp;
}

/** One row (id = 1) counting writes to courses, lessons and links; see migration 04. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** One accepted analytics event (issue #7); see migration 06. No IP, user agent or cookie. */
export interface AnalyticsEventsTable {
  occurred_at: Timestamp;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  name: string;
  path: string;
  /** "" when the event has none. */
  label: string;
  /** "" unless the event is about a course. */
  course_id: string;
  /** The day's salted hash of IP + user agent. */
  visitor: string;
}

/** One row per rolled-up day: its unique visitors and page views. */
export interface AnalyticsDailyVisitorsTable {
  day: string;
  visitors: number;
  page_views: number;
}

export interface AnalyticsDailyPagesTable {
  day: string;
  path: string;
  views: number;
  /** The path's rank within its day by views, 1 first (ties by path): the report reads the top. */
  day_rank: ColumnType<number, number | undefined, number>;
}

export interface AnalyticsDailyEventsTable {
  day: string;
  name: string;
  label: string;
  course_id: string;
  count: number;
}

/** The current day's salt for visitor hashes; a finished day's row is deleted. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** One administrator write, sign-in or failed sign-in (issue #14, migration 15). */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** NULL: the owner of the bootstrap password. */
  actor_id: string | null;
  /** The actor's name when it happened (names change; administrators can be disabled). */
  actor_name: string;
  /** One of ADMIN_ACTIONS (app/lib/admin-audit.ts). */
  action: string;
  /** No foreign key: a deleted course keeps its history. */
  course_id: string | null;
  /** The course's title when it happened. */
  course_title: string | null;
  /** JSON object: what changed. */
  details: string;
  /** The client's address (context.clientIp, through TRUST_PROXY). */
  ip: string;
}

/** One question of a lesson's quiz (issue #16, migration 2026-11-26-03). */
export interface QuizQuestionsTable {
  id: string;
  lesson_id: string;
  /** Position in the lesson's quiz, starting at 1. */
  order_index: number;
  text: string;
  text_ar: string;
  text_fr: string;
  explanation: string;
  explanation_ar: string;
  explanation_fr: string;
  /** JSON: QuizOption[] (app/lib/course/quiz.ts), 2 to 6 of them, one or more correct. */
  options: string;
  /** Changes when what is graded changes (decision 0030): statistics are kept per version. */
  version: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Answers given to one version of a question, and how many were right. */
export interface QuizQuestionStatsTable {
  question_id: string;
  version: string;
  answered: number;
  correct: number;
}

/** A learner's best result on a lesson's quiz. */
export interface QuizResultsTable {
  learner_id: string;
  lesson_id: string;
  /** Right answers of the best attempt, out of best_total questions. */
  best_correct: number;
  best_total: number;
  /** When the best attempt was graded. */
  best_at: Timestamp;
  /** Attempts graded for this learner and quiz. */
  attempts: number;
  updated_at: Timestamp;
  /**
   * Graded attempts that failed since the last pass, in a row (issue #27, decision 0042): at 3
   * the learner waits before the next attempt; after the wait a failure starts a new run at 1.
   */
  failed_in_row: ColumnType<number, number | undefined, number>;
  /** When the last of those failed; null with no run. */
  last_failed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A claimed certificate of completion, with its own copy of what it shows (issue #16). */
export interface CertificatesTable {
  id: string;
  /** The public, unguessable verification code (/certificates/{code}). */
  code: string;
  learner_id: string;
  /** No foreign key: a deleted course keeps its certificates verifiable. */
  course_id: string;
  learner_name: string;
  /** The learner's Latin-letter name when issued (issue #27); '' when none was given. */
  learner_name_latin: ColumnType<string, string | undefined, string>;
  course_title: string;
  course_title_ar: string;
  course_title_fr: string;
  completed_at: Timestamp;
  issued_at: Timestamp;
  /** The course's length when issued: its lessons' minutes (issue #27); 0 when unknown. */
  course_minutes: ColumnType<number, number | undefined, number>;
  /** Set when the learner hides it; a revoked code answers 404. */
  revoked_at: Timestamp | null;
}

/**
 * A thumbnail width beyond the first three that every upload in the bucket has (issue #27,
 * decision 0047): written by the width backfill once nothing lacks it; pages offer only these.
 */
export interface ThumbnailWidthsTable {
  width: number;
  completed_at: Timestamp;
}

/** A value the administrator sets for the whole site (issue #28, migration 2026-11-29-05). */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/**
 * A set of words that mean the same thing in a search (issue #27, migration 2026-11-28-07):
 * "Excel, اكسل, إكسل". Applied to queries, not documents (decision 0045).
 */
export interface SearchSynonymsTable {
  id: string;
  /** The words as the administrator wrote them, comma-separated; a word may have spaces. */
  terms: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Counts pg returns as strings (bigint); read them through toCount. */
type BigCount = ColumnType<number | string, number, number>;

/**
 * An uploaded lesson video or audio and its processing job's state (issue #28, migration
 * 2026-11-29-01): the queue is this table (app/.server/jobs/media-processing.ts).
 */
export interface MediaFilesTable {
  id: string;
  kind: "video" | "audio";
  status: "queued" | "processing" | "ready" | "failed";
  original_key: string;
  original_name: string;
  original_bytes: BigCount;
  duration_ms: number;
  width: number | null;
  height: number | null;
  progress: ColumnType<number, number | undefined, number>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date | string | null, string | null, string | null>;
  failure: string | null;
  poster_url: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A data-light version of a media file: (audio, webm/m4a), (light, mp4), (standard, mp4). */
export interface MediaVersionsTable {
  media_id: string;
  version: "audio" | "light" | "standard";
  format: "webm" | "m4a" | "mp4";
  storage_key: string;
  url: string;
  bytes: BigCount;
  bitrate_kbps: number;
  content_type: string;
}

/** A lesson's transcript in one language (one row per language). */
export interface LessonTranscriptsTable {
  lesson_id: string;
  locale: "ar" | "fr" | "en";
  kind: "captions" | "text";
  webvtt: string | null;
  plain_text: string;
  updated_at: Timestamp;
}

/** A class (issue #29, migration 2026-11-29-06): learners, their teachers, assigned courses. */
export interface ClassesTable {
  id: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** A calendar day, YYYY-MM-DD; null when not set. */
  starts_on: string | null;
  ends_on: string | null;
  /** The join code of /join/{code}; null while it is off. */
  join_code: string | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A teacher (an administrator) of a class. */
export interface ClassTeachersTable {
  class_id: string;
  administrator_id: string;
}

/** A learner of a class, with the name the roster gave them. */
export interface ClassMembersTable {
  class_id: string;
  learner_id: string;
  /** The name from the imported roster; '' when the learner joined by link. */
  name: ColumnType<string, string | undefined, string>;
  source: "import" | "join" | "added";
  joined_at: Timestamp;
}

/** A course assigned to a class, with an optional due day (YYYY-MM-DD). */
export interface ClassCoursesTable {
  class_id: string;
  course_id: string;
  due_on: string | null;
  assigned_at: Timestamp;
}

/** A learner's one-time sign-in code from a class sheet (decision 0050): its argon2id hash. */
export interface LearnerSignInCodesTable {
  learner_id: string;
  code_hash: string;
  expires_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
}

export interface DatabaseSchema {
  courses: CoursesTable;
  course_videos: CourseVideosTable;
  course_links: CourseLinksTable;
  admin_credentials: AdminCredentialsTable;
  administrators: AdministratorsTable;
  one_time_tokens: OneTimeTokensTable;
  sessions: SessionsTable;
  throttle_attempts: ThrottleAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  course_search: CourseSearchTable;
  content_version: ContentVersionTable;
  learners: LearnersTable;
  lesson_progress: LessonProgressTable;
  lesson_visits: LessonVisitsTable;
  learner_recovery_codes: LearnerRecoveryCodesTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily_visitors: AnalyticsDailyVisitorsTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  analytics_daily_events: AnalyticsDailyEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  audit_log: AuditLogTable;
  quiz_questions: QuizQuestionsTable;
  quiz_question_stats: QuizQuestionStatsTable;
  quiz_results: QuizResultsTable;
  certificates: CertificatesTable;
  thumbnail_widths: ThumbnailWidthsTable;
  search_synonyms: SearchSynonymsTable;
  media_files: MediaFilesTable;
  media_versions: MediaVersionsTable;
  lesson_transcripts: LessonTranscriptsTable;
  site_settings: SiteSettingsTable;
  classes: ClassesTable;
  class_teachers: ClassTeachersTable;
  class_members: ClassMembersTable;
  class_courses: ClassCoursesTable;
  learner_sign_in_codes: LearnerSignInCodesTable;
}

export type Database = Kysely<DatabaseSchema>;
