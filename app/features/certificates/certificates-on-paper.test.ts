// What issue #27 adds to certificates, on both databases: the name in Latin letters (given at the
// claim or on /account, checked before anything is written, copied onto the certificate and used
// by its French and English sides), and the course's length copied when issued and kept, also
// for certificates issued before the migration that added it.
import { beforeEach, describe, expect, it } from "vitest";
import * as latinNameMigration from "~/.server/db/migrations/2026-11-28-05-certificate-latin-name";
import { migrations } from "~/.server/db/migrations";
import {
  courseLessonMinutes,
  findCertificateNames,
  findLiveCertificateByCode,
  insertCertificateUnlessLive,
} from "~/.server/db/repositories/certificates";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import {
  findLessonsByCourseId,
  insertLessons,
  syncLessons,
} from "~/.server/db/repositories/lessons";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { localizedText } from "~/lib/localized-text";
import { submitCertificateAccountForm } from "./account-certificates.server";
import { certificateImageText, loadPublicCertificate } from "./certificate-page.server";
import { claimCertificate, findCertificateOffer } from "./claim-certificate.server";
import { translatorFor } from "~/i18n/translator";

const lesson = (title: string, durationMinutes: number) => ({
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  mediaId: null,
  durationMinutes,
});

describe.each(testDatabaseKinds())("certificates on paper on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let courseId: string;
  let learnerId: string;

  beforeEach(async () => {
    await t.db.deleteFrom("certificates").execute();
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("learners").execute();
    courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgets", ar: "الميزانية" }), isPublished: true }),
    );
    await insertLessons(t.db, courseId, [lesson("one", 45), lesson("two", 50)]);
    learnerId = await insertLearner(t.db, {
      email: "mariem@example.mr",
      phone: null,
      passwordHash: "x",
    });
    const lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    await insertLessonProgress(t.db, learnerId, lessonIds, new Date(Date.UTC(2026, 10, 20, 9)));
  });

  const rows = () => t.db.selectFrom("certificates").selectAll().execute();

  it("refuses a Latin name that is not one, and then stores nothing at all", async () => {
    for (const latin of ["مريم", "Mariem 2", "M", "a".repeat(81)]) {
      const refused = await claimCertificate(t.db, learnerId, courseId, {
        name: "مريم بنت أحمد",
        latin,
      });
      expect(refused, latin).toMatchObject({ ok: false, reason: "latin-name" });
    }
    expect(await rows()).toEqual([]);
    // Not even the (valid) Arabic name given with it.
    expect(await findCertificateNames(t.db, learnerId)).toEqual({ name: "", latin: "" });
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({
      kind: "claim",
      needsName: true,
      offerLatin: true,
    });
  });

  it("copies the Latin name and the length onto the certificate, which keeps them", async () => {
    const claimed = await claimCertificate(t.db, learnerId, courseId, {
      name: "مريم بنت أحمد",
      latin: "  Mariem   Mint Ahmed ",
    });
    if (!claimed.ok) throw new Error("the claim was refused");
    expect(claimed.certificate).toMatchObject({
      learnerName: "مريم بنت أحمد",
      learnerNameLatin: "Mariem Mint Ahmed",
      courseMinutes: 95,
    });
    expect(await findCertificateNames(t.db, learnerId)).toEqual({
      name: "مريم بنت أحمد",
      latin: "Mariem Mint Ahmed",
    });

    // The course's lessons change, and the learner's Latin name: the certificate does not.
    await t.db.transaction().execute((trx) => syncLessons(trx, courseId, [lesson("only", 5)]));
    expect(await courseLessonMinutes(t.db, courseId)).toBe(5);
    expect(
      await submitCertificateAccountForm(t.db, learnerId, {
        intent: "certificate-name",
        certificateName: "مريم بنت أحمد",
        certificateNameLatin: "Maryam Ahmed",
      }),
    ).toEqual({ ok: true, redirectTo: "/account?certificates=name-saved" });
    const kept = await loadPublicCertificate(t.db, claimed.certificate.code);
    expect(kept).toMatchObject({ learnerNameLatin: "Mariem Mint Ahmed", courseMinutes: 95 });
    if (!kept) throw new Error("the certificate is gone");

    // The Arabic certificate shows the Arabic name; the French and English ones the Latin one.
    const url = "https://maarifa.example.mr/certificates/x";
    expect(certificateImageText(translatorFor("ar"), kept, url).learnerName).toBe("مريم بنت أحمد");
    expect(certificateImageText(translatorFor("fr"), kept, url).learnerName).toBe(
      "Mariem Mint Ahmed",
    );
    expect(certificateImageText(translatorFor("en"), kept, url)).toMatchObject({
      learnerName: "Mariem Mint Ahmed",
      length: "Course length: 1 hour 35 minutes",
      url,
    });
  });

  it("keeps a stored Latin name when the claim's field is left empty", async () => {
    await submitCertificateAccountForm(t.db, learnerId, {
      intent: "certificate-name",
      certificateName: "مريم بنت أحمد",
      certificateNameLatin: "Mariem Mint Ahmed",
    });
    expect(await findCertificateOffer(t.db, learnerId, courseId)).toEqual({
      kind: "claim",
      needsName: false,
      offerLatin: false,
    });
    const claimed = await claimCertificate(t.db, learnerId, courseId, { latin: "" });
    expect(claimed.ok && claimed.certificate.learnerNameLatin).toBe("Mariem Mint Ahmed");
  });

  it("on /account: a refused Latin name changes neither name; an empty one removes it", async () => {
    const save = (certificateName: string, certificateNameLatin?: string) =>
      submitCertificateAccountForm(t.db, learnerId, {
        intent: "certificate-name",
        certificateName,
        certificateNameLatin,
      });
    expect(await save("مريم بنت أحمد", "Mariem Mint Ahmed")).toMatchObject({ ok: true });
    expect(await save("عائشة", "عائشة")).toEqual({
      ok: false,
      status: 400,
      error: "certificates.latinName.characters",
      value: "عائشة",
      field: "latin",
      latinValue: "عائشة",
    });
    expect(await findCertificateNames(t.db, learnerId)).toEqual({
      name: "مريم بنت أحمد",
      latin: "Mariem Mint Ahmed",
    });
    // A form without the field (an older page) leaves the Latin name as it is.
    expect(await save("مريم أحمد")).toMatchObject({ ok: true });
    expect(await findCertificateNames(t.db, learnerId)).toEqual({
      name: "مريم أحمد",
      latin: "Mariem Mint Ahmed",
    });
    expect(await save("مريم أحمد", "  ")).toMatchObject({ ok: true });
    expect(await findCertificateNames(t.db, learnerId)).toEqual({ name: "مريم أحمد", latin: "" });
  });

  it("the migration gives certificates issued before it their course's current length", async () => {
    expect(Object.keys(migrations)).toContain("2026-11-28-05-certificate-latin-name");
    const orphan = await insertLearner(t.db, {
      email: "o@example.mr",
      phone: null,
      passwordHash: "x",
    });
    const old = {
      learnerId,
      courseId,
      learnerName: "مريم بنت أحمد",
      courseTitle: localizedText({ en: "Budgets" }),
      completedAt: new Date(Date.UTC(2026, 10, 20)).toISOString(),
    };
    await insertCertificateUnlessLive(t.db, { ...old, code: "7G3KQ-M2XDP-0A9ZR-TW4HB" });
    // A certificate of a course deleted since: no lessons to count.
    await insertCertificateUnlessLive(t.db, {
      ...old,
      learnerId: orphan,
      courseId: "deleted-course",
      code: "Q8N2V-5KHXR-CM0TD-9FJ3Y",
    });
    // The database as it was before the migration, then migrated.
    await latinNameMigration.down(t.db);
    await latinNameMigration.up(t.db);
    const lengths = await t.db
      .selectFrom("certificates")
      .select(["code", "course_minutes", "learner_name_latin"])
      .orderBy("code")
      .execute();
    expect(lengths.map((row) => ({ ...row, course_minutes: Number(row.course_minutes) }))).toEqual([
      { code: "7G3KQ-M2XDP-0A9ZR-TW4HB", course_minutes: 95, learner_name_latin: "" },
      { code: "Q8N2V-5KHXR-CM0TD-9FJ3Y", course_minutes: 0, learner_name_latin: "" },
    ]);
    expect(await findLiveCertificateByCode(t.db, "7G3KQ-M2XDP-0A9ZR-TW4HB")).toMatchObject({
      courseMinutes: 95,
      learnerNameLatin: "",
    });
  });
});
