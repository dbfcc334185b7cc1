// Certificates on both databases (issue #16, decision 0031): claimed only when the course is
// completed, with their own copy of the name, titles and date; one live certificate per learner
// and course, also when claims race; codes of the documented form; revoking and claiming again;
// deleting the course keeps them, deleting the account takes them.
import { beforeEach, describe, expect, it } from "vitest";
import {
  findCertificateName,
  findLiveCertificateByCode,
  findLiveCertificatesOfLearner,
} from "~/.server/db/repositories/certificates";
import {
  deleteCourseById,
  insertCourse,
  setCoursePublished,
  updateCourseDetails,
} from "~/.server/db/repositories/courses";
import { deleteLearnerById, insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import { recordQuizAttempt } from "~/.server/db/repositories/quiz-results";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import {
  loadAccountCertificates,
  saveCertificateName,
  submitCertificateAccountForm,
} from "./account-certificates.server";
import { CODE_PATTERN } from "./certificate-code";
import { loadPublicCertificate } from "./certificate-page.server";
import { claimCertificate, findCertificateOffer } from "./claim-certificate.server";
import { translatorFor } from "~/i18n/translator";
import { localizedText } from "~/lib/localized-text";

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 5,
});

describe.each(testDatabaseKinds())("certificates on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let courseId: string;
  let lessonIds: string[];
  let learnerId: string;

  beforeEach(async () => {
    await t.db.deleteFrom("certificates").execute();
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("learners").execute();
    courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({
          en: "Household budgets",
          ar: "ميزانية الأسرة",
          fr: "Le budget du foyer",
        }),
        isPublished: true,
      }),
    );
    await insertLessons(t.db, courseId, [lesson("one"), lesson("two")]);
    lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    learnerId = await insertLearner(t.db, {
      email: "aicha@example.mr",
      phone: "+22222123456",
      passwordHash: "x",
    });
  });

  const complete = (learner = learnerId) =>
    insertLessonProgress(t.db, learner, lessonIds, new Date(Date.UTC(2026, 10, 20, 9)));

  it("refuses a claim until every lesson is complete and every quiz passed", async () => {
    expect(await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" })).toEqual({
      ok: false,
      reason: "not-completed",
    });
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({ kind: "none" });
    await insertLessonProgress(t.db, learnerId, [lessonIds[0]!]);
    expect((await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" })).ok).toBe(
      false,
    );
    // Every lesson marked, but a quiz not passed at the pass mark (70).
    await insertQuizQuestions(t.db, lessonIds[1]!, [
      {
        text: localizedText({ ar: "سؤال" }),
        explanation: localizedText({}),
        options: [
          { id: "", text: localizedText({ ar: "نعم" }), correct: true },
          { id: "", text: localizedText({ ar: "لا" }), correct: false },
        ],
      },
    ]);
    await complete();
    await recordQuizAttempt(t.db, learnerId, lessonIds[1]!, 0, 1);
    expect((await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" })).ok).toBe(
      false,
    );
    await recordQuizAttempt(t.db, learnerId, lessonIds[1]!, 1, 1);
    expect((await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" })).ok).toBe(
      true,
    );
    // Nothing was stored by the refused claims, not even the name.
    expect(await findLiveCertificatesOfLearner(t.db, learnerId)).toHaveLength(1);
  });

  it("refuses an unknown or unpublished course", async () => {
    await complete();
    expect(await claimCertificate(t.db, learnerId, "no-such-course", { name: "مريم" })).toEqual({
      ok: false,
      reason: "no-course",
    });
    await setCoursePublished(t.db, courseId, false);
    expect((await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" })).ok).toBe(
      false,
    );
  });

  it("asks for the name when none is stored, then keeps a copy of everything it shows", async () => {
    await complete();
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({
      kind: "claim",
      needsName: true,
      offerLatin: true,
    });
    expect(await claimCertificate(t.db, learnerId, courseId, {})).toEqual({
      ok: false,
      reason: "name",
      error: "certificates.name.missing",
    });
    expect(await claimCertificate(t.db, learnerId, courseId, { name: "Aicha مريم" })).toEqual({
      ok: false,
      reason: "name",
      error: "certificates.name.mixed",
    });
    const issuedAt = new Date(Date.UTC(2026, 10, 26, 8));
    const claimed = await claimCertificate(
      t.db,
      learnerId,
      courseId,
      { name: "  مريم   بنت أحمد " },
      issuedAt,
    );
    if (!claimed.ok) throw new Error("the claim was refused");
    expect(claimed.certificate).toMatchObject({
      learnerId,
      courseId,
      learnerName: "مريم بنت أحمد",
      courseTitle: localizedText({
        en: "Household budgets",
        ar: "ميزانية الأسرة",
        fr: "Le budget du foyer",
      }),
      completedAt: "2026-11-20T09:00:00.000Z",
      issuedAt: issuedAt.toISOString(),
      revokedAt: null,
      // Issue #27: no Latin-letter name given; the course's two 5-minute lessons.
      learnerNameLatin: "",
      courseMinutes: 10,
    });
    expect(claimed.certificate.code).toMatch(CODE_PATTERN);
    // The name given at the claim is the learner's name on certificates from now on.
    expect(await findCertificateName(t.db, learnerId)).toBe("مريم بنت أحمد");
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({
      kind: "claimed",
      code: claimed.certificate.code,
    });

    // Renaming the course or the learner later changes nothing on the certificate.
    await updateCourseDetails(
      t.db,
      courseId,
      testCourse({ title: localizedText({ en: "Renamed" }), isPublished: true }),
    );
    await saveCertificateName(t.db, learnerId, "Aicha Mint Mohamed");
    expect(await findLiveCertificateByCode(t.db, claimed.certificate.code)).toEqual(
      claimed.certificate,
    );
  });

  it("gives the same certificate to a second claim, and to claims that race", async () => {
    await complete();
    await saveCertificateName(t.db, learnerId, "مريم بنت أحمد");
    const first = await claimCertificate(t.db, learnerId, courseId, {});
    const again = await claimCertificate(t.db, learnerId, courseId, { name: "another name" });
    expect(again).toEqual(first);

    const other = await insertLearner(t.db, {
      email: "b@example.mr",
      phone: null,
      passwordHash: "x",
    });
    await complete(other);
    await saveCertificateName(t.db, other, "Aicha Mint Mohamed");
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => claimCertificate(t.db, other, courseId, {})),
    );
    const codes = new Set(racing.map((r) => (r.ok ? r.certificate.code : "refused")));
    expect(codes.size).toBe(1);
    expect(codes.has("refused")).toBe(false);
    expect(await findLiveCertificatesOfLearner(t.db, other)).toHaveLength(1);
  });

  it("hides a certificate: its code is then unknown, and a new claim gets a new code", async () => {
    await complete();
    const claimed = await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" });
    if (!claimed.ok) throw new Error("the claim was refused");
    const { id, code } = claimed.certificate;
    expect(await loadPublicCertificate(t.db, code)).not.toBeNull();

    // Another learner cannot hide it.
    const other = await insertLearner(t.db, {
      email: "b@example.mr",
      phone: null,
      passwordHash: "x",
    });
    expect(
      await submitCertificateAccountForm(t.db, other, {
        intent: "hide-certificate",
        certificateId: id,
      }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await loadPublicCertificate(t.db, code)).not.toBeNull();

    expect(
      await submitCertificateAccountForm(t.db, learnerId, {
        intent: "hide-certificate",
        certificateId: id,
      }),
    ).toMatchObject({ ok: true });
    expect(await loadPublicCertificate(t.db, code)).toBeNull();
    expect(await findLiveCertificatesOfLearner(t.db, learnerId)).toEqual([]);
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({
      kind: "claim",
      needsName: false,
      offerLatin: true,
    });

    const reclaimed = await claimCertificate(t.db, learnerId, courseId, {});
    if (!reclaimed.ok) throw new Error("the new claim was refused");
    expect(reclaimed.certificate.code).not.toBe(code);
    expect(await loadPublicCertificate(t.db, code)).toBeNull();
    expect(await loadPublicCertificate(t.db, reclaimed.certificate.code)).not.toBeNull();
  });

  it("keeps certificates verifiable when the course is deleted, not when the account is", async () => {
    await complete();
    const claimed = await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" });
    if (!claimed.ok) throw new Error("the claim was refused");
    await deleteCourseById(t.db, courseId);
    const kept = await loadPublicCertificate(t.db, claimed.certificate.code);
    expect(kept).toMatchObject({
      learnerName: "مريم بنت أحمد",
      courseTitle: { ar: "ميزانية الأسرة" },
    });
    await deleteLearnerById(t.db, learnerId);
    expect(await loadPublicCertificate(t.db, claimed.certificate.code)).toBeNull();
    expect(await t.db.selectFrom("certificates").selectAll().execute()).toEqual([]);
  });

  it("looks up nothing for a malformed code, and nothing for a tampered one", async () => {
    await complete();
    const claimed = await claimCertificate(t.db, learnerId, courseId, { name: "مريم بنت أحمد" });
    if (!claimed.ok) throw new Error("the claim was refused");
    const { code } = claimed.certificate;
    const tampered = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
    for (const bad of [
      tampered,
      code.toLowerCase(),
      code.replace(/-/g, ""),
      `${code}-`,
      "",
      "' OR 1=1 --",
    ]) {
      expect(await loadPublicCertificate(t.db, bad), bad).toBeNull();
    }
    // What the page may show: nothing that identifies the account.
    const shown = await loadPublicCertificate(t.db, code);
    expect(Object.keys(shown ?? {}).sort()).toEqual([
      "code",
      "completedAt",
      "courseMinutes",
      "courseTitle",
      "issuedAt",
      "learnerName",
      "learnerNameLatin",
    ]);
  });

  it("lists the learner's live certificates on /account with absolute links", async () => {
    await complete();
    const claimed = await claimCertificate(t.db, learnerId, courseId, {
      name: "Aicha Mint Mohamed",
    });
    if (!claimed.ok) throw new Error("the claim was refused");
    const page = await loadAccountCertificates(
      t.db,
      learnerId,
      translatorFor("fr"),
      (path) => new URL(path, "https://maarifa.example.mr").href,
    );
    expect(page.name).toBe("Aicha Mint Mohamed");
    expect(page.certificates).toHaveLength(1);
    const [listed] = page.certificates;
    expect(listed?.url).toBe(
      `https://maarifa.example.mr/fr/certificates/${claimed.certificate.code}`,
    );
    expect(listed?.share.whatsappText).toContain(listed?.url ?? "-");
    const linkedin = new URL(listed?.share.linkedin ?? "");
    expect(linkedin.origin + linkedin.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(linkedin.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "Le budget du foyer",
      organizationName: "Maarifa",
      certUrl: listed?.url,
      certId: claimed.certificate.code,
    });
  });
});
