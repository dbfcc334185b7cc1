// For the whole-database tools' tests (copy, backup, restore): rows of every kind in every data
// table, written through the repositories as the server writes them, with Arabic text, NULLs,
// both booleans, identical analytics rows and more rows than a small batch holds.
import { saveAdminPasswordHash } from "../repositories/admin-credentials";
import { insertAdministrator, setAdministratorDisabled } from "../repositories/administrators";
import { insertAuditEntry } from "../repositories/audit-log";
import { findOrCreateDailySalt, insertAnalyticsEvents, rollUpDay } from "../repositories/analytics";
import {
  insertCertificateUnlessLive,
  revokeCertificate,
  updateCertificateName,
} from "../repositories/certificates";
import {
  addClassMember,
  assignClassCourse,
  insertClass,
  setClassArchived,
  setClassJoinCode,
} from "../repositories/classes";
import { insertLinks } from "../repositories/course-links";
import { replaceSignInCodes } from "../repositories/learner-sign-in-codes";
import { insertCourse } from "../repositories/courses";
import { replaceRecoveryCode } from "../repositories/learner-recovery-codes";
import { insertLearner } from "../repositories/learners";
import { insertLessonProgress } from "../repositories/lesson-progress";
import { recordLessonVisit } from "../repositories/lesson-visits";
import { findLessonsByCourseId, insertLessons } from "../repositories/lessons";
import { recordQuestionAnswers } from "../repositories/quiz-question-stats";
import { findQuestionsByLessonIds, insertQuizQuestions } from "../repositories/quiz-questions";
import { recordQuizAttempt } from "../repositories/quiz-results";
import { insertThrottleAttempt } from "../repositories/throttle-attempts";
import { markThumbnailWidthsComplete } from "../repositories/thumbnail-widths";
import { claimOneTimeToken, insertOneTimeToken } from "../repositories/one-time-tokens";
import { insertSession } from "../repositories/sessions";
import { writeSiteSetting } from "../repositories/site-settings";
import {
  claimNextDueMediaFile,
  insertMediaFile,
  markMediaFailed,
  markMediaReady,
  setLessonMedia,
} from "../repositories/media";
import { upsertLessonTranscript } from "../repositories/lesson-transcripts";
import { insertTrustedDevice } from "../repositories/trusted-devices";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import type { Database } from "../schema";
import { testCourse } from "./test-course";

export const POPULATED = {
  /** A published course findable by this Arabic word. */
  searchWord: "التسويق",
  /** Its titles; the French one (issue #15) is found by "numerique" without the accent. */
  publishedTitle: localizedText({
    en: "Digital marketing basics",
    ar: "أساسيات التسويق الرقمي في موريتانيا",
    fr: "Les bases du marketing numérique",
  }),
  /** Events written: 260, plus 5 copies of one of them. */
  analyticsEvents: 265,
};

export async function populateEveryTable(db: Database): Promise<void> {
  const published = await insertCourse(
    db,
    testCourse({
      title: POPULATED.publishedTitle,
      description: localizedText({
        en: "Reach customers online",
        ar: "كيف تصل إلى زبائنك عبر الإنترنت، خطوة بخطوة.",
        fr: "Atteindre ses clients en ligne, étape par étape.",
      }),
      thumbnailUrl: "/uploads/course-thumbnails/0b6d7c0e-1111-4c3a-9c55-3f0e6b1d2a10-640.webp",
      category: "Business",
      difficultyLevel: "intermediate",
      durationMinutes: 95,
      instructorName: "مريم بنت أحمد",
      isPublished: true,
      createdAt: new Date(Date.UTC(2026, 0, 5, 9, 30, 15, 123)),
    }),
  );
  const draft = await insertCourse(
    db,
    testCourse({ title: localizedText({ en: "Draft", ar: "مسودة" }), isPublished: false }),
  );
  await insertLessons(db, published, [
    {
      title: localizedText({ en: "Introduction", ar: "مقدمة" }),
      description: localizedText({ ar: "نظرة عامة" }),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 12,
    },
    {
      title: localizedText({ en: "Social media", ar: "وسائل التواصل", fr: "Réseaux sociaux" }),
      description: localizedText({ fr: "Où sont les clients ?" }),
      youtubeUrl: "https://youtu.be/9bZkp7q19f0",
      durationMinutes: 20,
    },
  ]);
  await insertLessons(db, draft, [
    {
      title: localizedText({ en: "Only lesson", ar: "الدرس الوحيد" }),
      description: emptyLocalizedText(),
      youtubeUrl: "https://youtu.be/9bZkp7q19f0",
      durationMinutes: 5,
    },
  ]);
  await insertLinks(db, published, [
    {
      title: localizedText({ en: "دليل التسويق" }),
      url: "https://example.org/دليل",
      description: "مرجع",
    },
    {
      title: localizedText({ en: "Glossary", fr: "Glossaire" }),
      url: "https://example.org/glossary",
      description: "",
    },
  ]);

  await saveAdminPasswordHash(db, "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA");
  const editor = await insertAdministrator(db, {
    name: "فاطمة بنت محمد",
    identifier: "fatima@example.mr",
    role: "editor",
    passwordHash: "$argon2id$administrator-one",
  });
  const analyst = await insertAdministrator(db, {
    name: "Sidi Analyst",
    identifier: "+22236123456",
    role: "analyst",
    passwordHash: "$argon2id$administrator-two",
  });
  await setAdministratorDisabled(db, analyst, new Date(Date.UTC(2026, 10, 22, 9, 0, 0, 7)));
  const invitedAt = new Date(Date.UTC(2026, 10, 23, 7, 0, 0, 321));
  // One pending invite from the bootstrap owner (invited_by NULL), one used, from the editor.
  await insertOneTimeToken(db, {
    purpose: "admin-invite",
    tokenHash: "d".repeat(64),
    invitee: { name: "Owner to be", identifier: "owner@example.mr", role: "owner" },
    createdBy: null,
    createdAt: invitedAt,
    expiresAt: new Date(invitedAt.getTime() + 48 * 3600_000),
  });
  const used = await insertOneTimeToken(db, {
    purpose: "admin-invite",
    tokenHash: "e".repeat(64),
    invitee: { name: "فاطمة بنت محمد", identifier: "fatima@example.mr", role: "editor" },
    createdBy: editor,
    createdAt: invitedAt,
    expiresAt: new Date(invitedAt.getTime() + 48 * 3600_000),
  });
  await claimOneTimeToken(db, used, new Date(invitedAt.getTime() + 3600_000));
  // A password-reset link for the editor, made by the bootstrap owner (created_by NULL), used.
  const reset = await insertOneTimeToken(db, {
    purpose: "admin-reset",
    tokenHash: "f".repeat(64),
    administratorId: editor,
    createdBy: null,
    createdAt: invitedAt,
    expiresAt: new Date(invitedAt.getTime() + 3600_000),
  });
  await claimOneTimeToken(db, reset, new Date(invitedAt.getTime() + 60_000));
  const withEmail = await insertLearner(db, {
    email: "aicha@example.mr",
    phone: null,
    passwordHash: "$argon2id$learner-one",
  });
  const withPhone = await insertLearner(db, {
    email: null,
    phone: "+22222123456",
    passwordHash: "$argon2id$learner-two",
  });
  // Classes (issue #29): an archived one with a teacher, a join code, both kinds of member, a
  // course due and one not, and a class sheet's sign-in code for a learner without a password.
  const teacher = await insertAdministrator(db, {
    name: "أمينة المعلمة",
    identifier: "amina@example.mr",
    role: "teacher",
    passwordHash: "$argon2id$administrator-three",
  });
  const classAt = new Date(Date.UTC(2026, 10, 24, 8, 0, 0, 555));
  const classId = await insertClass(
    db,
    {
      name: "الدفعة الأولى: التسويق",
      description: "مركز التكوين المهني، نواكشوط",
      startsOn: "2026-12-01",
      endsOn: null,
      teacherIds: [teacher, editor],
    },
    classAt,
  );
  await insertClass(
    db,
    { name: "Empty", description: "", startsOn: null, endsOn: "2027-01-31", teacherIds: [] },
    classAt,
  );
  await setClassJoinCode(db, classId, "K7M2QX", classAt);
  await setClassArchived(db, classId, true, new Date(classAt.getTime() + 1000));
  const imported = await insertLearner(db, {
    email: null,
    phone: "+22236999999",
    passwordHash: "",
  });
  await addClassMember(
    db,
    { classId, learnerId: imported, name: "مريم", source: "import" },
    classAt,
  );
  await addClassMember(db, { classId, learnerId: withPhone, name: "", source: "join" }, classAt);
  await assignClassCourse(db, classId, published, "2026-12-20", classAt);
  await assignClassCourse(db, classId, draft, null, classAt);
  await replaceSignInCodes(db, [{ learnerId: imported, codeHash: "$argon2id$sign-in-code" }], {
    expiresAt: new Date(classAt.getTime() + 7 * 86_400_000),
    createdBy: teacher,
    now: classAt,
  });
  await insertLearner(db, {
    email: "both@example.mr",
    phone: "+221771234567",
    passwordHash: "$argon2id$learner-three",
  });
  await replaceRecoveryCode(
    db,
    withPhone,
    "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$Y29kZQ",
    new Date(Date.UTC(2026, 10, 22, 9, 30)),
  );
  const lessons = await findLessonsByCourseId(db, published);
  await insertLessonProgress(
    db,
    withEmail,
    lessons.map((lesson) => lesson.id),
  );
  await insertLessonProgress(db, withPhone, [lessons[0]?.id ?? ""]);
  // When lessons were first served (issue #27): a learner's and a visitor's.
  await recordLessonVisit(
    db,
    { learnerId: withEmail },
    lessons[0]?.id ?? "",
    new Date(Date.UTC(2026, 10, 20, 9)),
  );
  await recordLessonVisit(
    db,
    { visitorKey: "k3yOfAV1sitor_-0123456" },
    lessons[0]?.id ?? "",
    new Date(Date.UTC(2026, 10, 21, 9)),
  );

  // A quiz on the second lesson (issue #16), with Arabic text and quotes inside its options' JSON;
  // one learner passed it on a second attempt.
  const quizLesson = lessons[1]?.id ?? "";
  await insertQuizQuestions(db, quizLesson, [
    {
      text: localizedText({ en: "Where are customers?", ar: "أين يوجد الزبائن؟" }),
      explanation: localizedText({ ar: 'على "واتساب" وفيسبوك.' }),
      options: [
        {
          id: "",
          text: localizedText({ en: "Online", ar: "على الإنترنت", fr: "En ligne" }),
          correct: true,
        },
        { id: "", text: localizedText({ en: "Nowhere", ar: "لا مكان" }), correct: false },
      ],
    },
  ]);
  const [quizQuestion] = (await findQuestionsByLessonIds(db, [quizLesson])).get(quizLesson) ?? [];
  for (const correct of [false, true]) {
    await recordQuestionAnswers(db, [
      { questionId: quizQuestion?.id ?? "", version: quizQuestion?.version ?? "", correct },
    ]);
  }
  await recordQuizAttempt(db, withEmail, quizLesson, 0, 1, new Date(Date.UTC(2026, 10, 22)));
  await recordQuizAttempt(db, withEmail, quizLesson, 1, 1, new Date(Date.UTC(2026, 10, 23)));

  // Certificates (issue #16): the learner's name on them, one hidden (revoked) and, claimed again,
  // a live one with a new code; a course title with quotes and an Arabic name.
  await updateCertificateName(db, withEmail, "عائشة بنت محمد");
  const certificate = {
    learnerId: withEmail,
    courseId: published,
    learnerName: "عائشة بنت محمد",
    courseTitle: { ...POPULATED.publishedTitle, en: 'Digital marketing "basics"' },
    completedAt: new Date(Date.UTC(2026, 10, 23)).toISOString(),
  };
  const hidden = await insertCertificateUnlessLive(
    db,
    { ...certificate, code: "7G3KQ-M2XDP-0A9ZR-TW4HB" },
    new Date(Date.UTC(2026, 10, 23, 10)),
  );
  await revokeCertificate(db, withEmail, hidden?.id ?? "", new Date(Date.UTC(2026, 10, 24)));
  await insertCertificateUnlessLive(
    db,
    { ...certificate, code: "Q8N2V-5KHXR-CM0TD-9FJ3Y" },
    new Date(Date.UTC(2026, 10, 25, 12)),
  );

  const now = new Date(Date.UTC(2026, 10, 23, 8, 0, 0, 456));
  await insertSession(db, {
    tokenHash: "a".repeat(64),
    kind: "admin",
    createdAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
  });
  await insertSession(db, {
    tokenHash: "f".repeat(64),
    kind: "admin",
    subjectId: editor,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3600_000),
  });
  await insertSession(db, {
    tokenHash: "b".repeat(64),
    kind: "learner",
    subjectId: withEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86400_000),
  });
  await insertThrottleAttempt(db, { scope: "admin", clientKey: "203.0.113.7" }, now);
  await insertThrottleAttempt(db, { scope: "learner", clientKey: "2001:db8::1" }, now);
  await insertTrustedDevice(db, {
    tokenHash: "c".repeat(64),
    scope: "learner",
    subjectId: withEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 365 * 86400_000),
  });

  // One link an administrator made (unused), one the learner asked for by email (used). Token
  // hashes are unique across every kind of one-time link (decision 0035).
  await insertOneTimeToken(db, {
    purpose: "learner-reset",
    tokenHash: "1".repeat(64),
    learnerId: withPhone,
    createdBy: "admin",
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  });
  const usedReset = await insertOneTimeToken(db, {
    purpose: "learner-reset",
    tokenHash: "2".repeat(64),
    learnerId: withEmail,
    createdBy: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  });
  await claimOneTimeToken(db, usedReset, new Date(now.getTime() + 60_000));

  // Two days of events: the first rolled up, the second still raw. Identical rows (same
  // millisecond, same visitor) on purpose: the table has no key to tell them apart.
  const events = Array.from({ length: 260 }, (_, i) => {
    const day = i < 150 ? "2026-11-21" : "2026-11-22";
    const occurredAt = new Date(`${day}T10:00:00.000Z`);
    occurredAt.setUTCMilliseconds(i % 40 === 0 ? 0 : i * 7);
    const courseView = i % 3 === 0;
    return {
      occurredAt,
      day,
      name: courseView ? "view_course" : "page_view",
      path: courseView ? `/courses/${published}` : i % 2 ? "/" : "/courses",
      label: courseView ? POPULATED.publishedTitle.ar : "",
      courseId: courseView ? published : "",
      visitor: `visitor-${i % 11}`,
    };
  });
  const repeated = events[1];
  if (repeated) events.push(...Array.from({ length: 5 }, () => ({ ...repeated })));
  await insertAnalyticsEvents(db, events);
  await rollUpDay(db, "2026-11-21");
  await findOrCreateDailySalt(db, "2026-11-23", "c2FsdC1vZi10aGUtZGF5");
  await markThumbnailWidthsComplete(db, [480, 720], new Date(Date.UTC(2026, 10, 28, 9, 0, 0, 7)));

  // Uploaded lesson media (issue #28): a ready video with its versions (over 2 GB: a bigint) on
  // the quiz lesson, with transcripts in two languages; a failed file; a queued audio file.
  const mediaAt = new Date(Date.UTC(2026, 10, 29, 8, 0, 0, 250));
  const video = await insertMediaFile(
    db,
    {
      kind: "video",
      originalKey: "7d1f0c2a-0000-4000-8000-00000000a001.mp4",
      originalName: "درس التسويق.mp4",
      originalBytes: 2_500_000_000,
      durationMs: 600_500,
      width: 1920,
      height: 1080,
      createdBy: "6f1c2d3e-0000-4000-8000-000000000001",
    },
    mediaAt,
  );
  const broken = await insertMediaFile(
    db,
    {
      kind: "video",
      originalKey: "broken.mp4",
      originalName: "broken.mp4",
      originalBytes: 12,
      durationMs: 0,
    },
    new Date(mediaAt.getTime() + 1),
  );
  await claimNextDueMediaFile(db, new Date(mediaAt.getTime() + 2));
  await claimNextDueMediaFile(db, new Date(mediaAt.getTime() + 2));
  await markMediaReady(
    db,
    video,
    {
      versions: [
        ["audio", "webm", "audio/webm", 1_800_000, 24],
        ["audio", "m4a", "audio/mp4", 1_900_000, 25],
        ["light", "mp4", "video/mp4", 11_000_000, 147],
        ["standard", "mp4", "video/mp4", 36_000_000, 480],
      ].map(([version, format, contentType, bytes, bitrateKbps]) => ({
        version: version as "audio" | "light" | "standard",
        format: format as "webm" | "m4a" | "mp4",
        storageKey: `${video}-${version}.${format}`,
        url: `/uploads/lesson-media/${video}-${version}.${format}`,
        contentType: contentType as string,
        bytes: bytes as number,
        bitrateKbps: bitrateKbps as number,
      })),
      durationMs: 600_480,
      posterUrl: "/uploads/course-thumbnails/0b6d7c0e-2222-4c3a-9c55-3f0e6b1d2a10-640.webp",
    },
    new Date(mediaAt.getTime() + 3),
  );
  await markMediaFailed(db, broken, "probe-failed", new Date(mediaAt.getTime() + 4));
  await insertMediaFile(
    db,
    {
      kind: "audio",
      originalKey: "voice.m4a",
      originalName: "تسجيل صوتي.m4a",
      originalBytes: 900_000,
      durationMs: 61_000,
    },
    new Date(mediaAt.getTime() + 5),
  );
  await setLessonMedia(db, quizLesson, video);
  await upsertLessonTranscript(
    db,
    {
      lessonId: quizLesson,
      locale: "ar",
      kind: "captions",
      webvtt: "WEBVTT\n\n00:00.000 --> 00:02.500\nمرحبا بكم في الدرس\n",
      plainText: "مرحبا بكم في الدرس",
    },
    mediaAt,
  );
  await upsertLessonTranscript(
    db,
    {
      lessonId: quizLesson,
      locale: "fr",
      kind: "text",
      webvtt: null,
      plainText: "Bienvenue dans la leçon « marketing ».",
    },
    mediaAt,
  );

  // The administrator's price of a gigabyte (issue #28), with decimals.
  await writeSiteSetting(db, "data_price_per_gb", "12.5", mediaAt);

  // Audit entries: the owner (no id) and a named administrator, with and without a course, one
  // about a course since deleted, Arabic text in the details' JSON.
  await insertAuditEntry(db, {
    at: now,
    actorId: null,
    actorName: "Owner",
    action: "admin.sign_in",
    courseId: null,
    courseTitle: null,
    details: JSON.stringify({ trustedBrowser: false }),
    ip: "203.0.113.7",
  });
  await insertAuditEntry(db, {
    at: new Date(now.getTime() + 1),
    actorId: "6f1c2d3e-0000-4000-8000-000000000001",
    actorName: "مريم",
    action: "course.update",
    courseId: published,
    courseTitle: "Digital marketing basics",
    details: JSON.stringify({
      fields: [
        { field: "titleAr", label: "Arabic title", from: "مسودة", to: POPULATED.publishedTitle.ar },
      ],
    }),
    ip: "2001:db8::1",
  });
  await insertAuditEntry(db, {
    at: new Date(now.getTime() + 1),
    actorId: null,
    actorName: "Owner",
    action: "course.delete",
    courseId: "0d5e1f00-dead-4000-8000-000000000000",
    courseTitle: "A course since deleted",
    details: JSON.stringify({ wasPublished: false, lessons: 0, links: 0 }),
    ip: "198.51.100.20",
  });
}
