// Claiming a certificate of completion (issue #16, decision 0031), and what the course page offers
// before that. The server decides completion (course-completion.ts: every lesson marked, every
// quiz passed at the course's pass mark); the page's button only asks.
import {
  courseLessonMinutes,
  findCertificateNames,
  findLiveCertificate,
  insertCertificateUnlessLive,
  updateCertificateLatinName,
  updateCertificateName,
  type Certificate,
} from "~/.server/db/repositories/certificates";
import { findCourseCompletion } from "~/.server/db/repositories/course-completion";
import { findPublishedCourseById } from "~/.server/db/repositories/courses";
import type { Database } from "~/.server/db/schema";
import type { MessageKey } from "~/i18n/ar";
import type { Course } from "~/lib/course/course";
import { generateCertificateCode } from "./certificate-code";
import { checkCertificateName, checkLatinCertificateName } from "./certificate-name";
import type { CertificateOffer } from "./certificate-text";

export async function findCertificateOffer(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<CertificateOffer> {
  const live = await findLiveCertificate(db, learnerId, courseId);
  if (live) return { kind: "claimed", code: live.code };
  const completion = await findCourseCompletion(db, learnerId, courseId);
  if (!completion.completed) return { kind: "none" };
  const names = await findCertificateNames(db, learnerId);
  return { kind: "claim", needsName: !names?.name, offerLatin: !names?.latin };
}

/** The claim page (/course/{id}/certificate): the course's titles and the offer; null: no course. */
export async function loadClaimPage(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<{
  titles: Pick<Course, "title">;
  offer: CertificateOffer;
} | null> {
  const course = await findPublishedCourseById(db, courseId);
  if (!course) return null;
  return {
    titles: { title: course.title },
    offer: await findCertificateOffer(db, learnerId, courseId),
  };
}

export type ClaimResult =
  | { ok: true; certificate: Certificate }
  /** Unknown or unpublished course: 404, as its page. */
  | { ok: false; reason: "no-course" }
  | { ok: false; reason: "not-completed" }
  /** No name stored and none valid given: the form again, with the problem. */
  | { ok: false; reason: "name"; error: MessageKey }
  /** A Latin-letter name given that is not one (issue #27): the form again, nothing stored. */
  | { ok: false; reason: "latin-name"; error: MessageKey };

/** What the claim form sent: the name (when none is stored) and the optional Latin one. */
export interface GivenNames {
  name?: string;
  latin?: string;
}

/** Codes are drawn again if one is taken (one chance in 2^100 per live code): a few tries. */
const CODE_ATTEMPTS = 5;

/**
 * Issues the learner's certificate for the course, in one transaction: completion checked here,
 * the name (given now when none is stored, and then kept for the next ones), the Latin-letter
 * name (given now or stored; issue #27), the course's titles, its length and the completion date
 * copied into it. Both names are checked before anything is written. A learner with a live certificate for the course gets
 * that one back, also when two claims race (the partial unique index decides, and the loser reads
 * the winner's).
 */
export async function claimCertificate(
  db: Database,
  learnerId: string,
  courseId: string,
  given: GivenNames,
  now: Date = new Date(),
): Promise<ClaimResult> {
  return db.transaction().execute(async (trx): Promise<ClaimResult> => {
    const course = await findPublishedCourseById(trx, courseId);
    if (!course) return { ok: false, reason: "no-course" };
    const live = await findLiveCertificate(trx, learnerId, courseId);
    if (live) return { ok: true, certificate: live };
    const completion = await findCourseCompletion(trx, learnerId, courseId);
    if (!completion.completed || !completion.completedAt) {
      return { ok: false, reason: "not-completed" };
    }
    const stored = (await findCertificateNames(trx, learnerId)) ?? { name: "", latin: "" };
    let learnerName = stored.name;
    if (!learnerName) {
      const checked = checkCertificateName(given.name ?? "");
      if (!checked.ok) return { ok: false, reason: "name", error: checked.error };
      learnerName = checked.name;
    }
    const latin = checkLatinCertificateName(given.latin);
    if (!latin.ok) return { ok: false, reason: "latin-name", error: latin.error };
    if (learnerName !== stored.name) await updateCertificateName(trx, learnerId, learnerName, now);
    // A Latin name given now replaces none stored; an empty field keeps the stored one.
    const learnerNameLatin = latin.name || stored.latin;
    if (learnerNameLatin !== stored.latin) {
      await updateCertificateLatinName(trx, learnerId, learnerNameLatin, now);
    }
    const courseMinutes = await courseLessonMinutes(trx, courseId);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const issued = await insertCertificateUnlessLive(
        trx,
        {
          code: generateCertificateCode(),
          learnerId,
          courseId,
          learnerName,
          learnerNameLatin,
          courseMinutes,
          courseTitle: course.title,
          completedAt: completion.completedAt,
        },
        now,
      );
      if (issued) return { ok: true, certificate: issued };
      // Nothing written: a concurrent claim won (return its certificate), or the code was taken.
      const winner = await findLiveCertificate(trx, learnerId, courseId);
      if (winner) return { ok: true, certificate: winner };
    }
    throw new Error("no unused certificate code was drawn");
  });
}
