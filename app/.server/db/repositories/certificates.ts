// All SQL about certificates of completion and the learner's name on them (issue #16, decision
// 0031). A certificate keeps its own copy of what it shows (the learner's name, the course's
// titles, the completion date), so it stays verifiable when the course is deleted or renamed and
// says what was true when it was issued.
import type { Selectable } from "kysely";
import type { CertificatesTable, Database } from "../schema";
import { writeCourseContent } from "./content-version";
import type { LocalizedText } from "~/lib/localized-text";
import { localizedTextColumns, readLocalizedText, toIsoString } from "./row-mapping";

export interface Certificate {
  id: string;
  code: string;
  learnerId: string;
  courseId: string;
  learnerName: string;
  /** The name in Latin letters for the French and English certificates (issue #27); '' if none. */
  learnerNameLatin: string;
  /** The course's length when issued, in minutes (issue #27); 0 when unknown (not shown). */
  courseMinutes: number;
  /** The course's titles when it was issued, as the course keeps them (English, Arabic, French). */
  courseTitle: LocalizedText;
  completedAt: string;
  issuedAt: string;
  revokedAt: string | null;
}

function toCertificate(row: Selectable<CertificatesTable>): Certificate {
  return {
    id: row.id,
    code: row.code,
    learnerId: row.learner_id,
    courseId: row.course_id,
    learnerName: row.learner_name,
    learnerNameLatin: row.learner_name_latin,
    courseMinutes: Number(row.course_minutes),
    courseTitle: readLocalizedText(row, "course_title"),
    completedAt: toIsoString(row.completed_at),
    issuedAt: toIsoString(row.issued_at),
    revokedAt: row.revoked_at === null ? null : toIsoString(row.revoked_at),
  };
}

export type NewCertificate = Omit<
  Certificate,
  "id" | "issuedAt" | "revokedAt" | "learnerNameLatin" | "courseMinutes"
> &
  Partial<Pick<Certificate, "learnerNameLatin" | "courseMinutes">>;

/**
 * Stores a certificate unless the learner already has a live one for the course (the partial
 * unique index certificates_live_idx) or the code is taken: then nothing is written and the
 * answer is null. ON CONFLICT DO NOTHING without a target covers both, the same on both
 * databases, and inside a transaction it waits for a concurrent claim to commit instead of
 * failing it.
 */
export async function insertCertificateUnlessLive(
  db: Database,
  certificate: NewCertificate,
  now: Date = new Date(),
): Promise<Certificate | null> {
  const row = {
    id: crypto.randomUUID(),
    code: certificate.code,
    learner_id: certificate.learnerId,
    course_id: certificate.courseId,
    learner_name: certificate.learnerName,
    learner_name_latin: certificate.learnerNameLatin ?? "",
    course_minutes: certificate.courseMinutes ?? 0,
    ...localizedTextColumns("course_title", certificate.courseTitle),
    completed_at: certificate.completedAt,
    issued_at: now.toISOString(),
    revoked_at: null,
  };
  const result = await db
    .insertInto("certificates")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? toCertificate(row) : null;
}

/** The learner's live (not revoked) certificate for the course, if any. */
export async function findLiveCertificate(
  db: Database,
  learnerId: string,
  courseId: string,
): Promise<Certificate | null> {
  const row = await db
    .selectFrom("certificates")
    .selectAll()
    .where("learner_id", "=", learnerId)
    .where("course_id", "=", courseId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row ? toCertificate(row) : null;
}

/** The live certificate with this public code; a revoked one is as unknown as a made-up code. */
export async function findLiveCertificateByCode(
  db: Database,
  code: string,
): Promise<Certificate | null> {
  const row = await db
    .selectFrom("certificates")
    .selectAll()
    .where("code", "=", code)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row ? toCertificate(row) : null;
}

/** The learner's live certificates, the latest first (/account). */
export async function findLiveCertificatesOfLearner(
  db: Database,
  learnerId: string,
): Promise<Certificate[]> {
  const rows = await db
    .selectFrom("certificates")
    .selectAll()
    .where("learner_id", "=", learnerId)
    .where("revoked_at", "is", null)
    .orderBy("issued_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toCertificate);
}

/**
 * Hides (revokes) one of the learner's live certificates; true when it was live. The content
 * version is bumped in the same transaction: the server's page cache may hold the certificate's
 * page and image, and must not answer for them once the code is revoked (decision 0008).
 */
export async function revokeCertificate(
  db: Database,
  learnerId: string,
  certificateId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return writeCourseContent(db, async (trx) => {
    const result = await trx
      .updateTable("certificates")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", certificateId)
      .where("learner_id", "=", learnerId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** The learner's name on certificates ('' until given), or null when the account is gone. */
export async function findCertificateName(db: Database, learnerId: string): Promise<string | null> {
  const row = await db
    .selectFrom("learners")
    .select("certificate_name")
    .where("id", "=", learnerId)
    .executeTakeFirst();
  return row ? row.certificate_name : null;
}

/** Sets the name on future certificates; issued ones keep the name they were issued with. */
export async function updateCertificateName(
  db: Database,
  learnerId: string,
  name: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("learners")
    .set({ certificate_name: name, updated_at: now.toISOString() })
    .where("id", "=", learnerId)
    .execute();
}

/** The learner's names on certificates ('' until given), or null when the account is gone. */
export async function findCertificateNames(
  db: Database,
  learnerId: string,
): Promise<{ name: string; latin: string } | null> {
  const row = await db
    .selectFrom("learners")
    .select(["certificate_name", "certificate_name_latin"])
    .where("id", "=", learnerId)
    .executeTakeFirst();
  return row ? { name: row.certificate_name, latin: row.certificate_name_latin } : null;
}

/** Sets the Latin-letter name on future certificates ('' removes it; issue #27). */
export async function updateCertificateLatinName(
  db: Database,
  learnerId: string,
  latin: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("learners")
    .set({ certificate_name_latin: latin, updated_at: now.toISOString() })
    .where("id", "=", learnerId)
    .execute();
}

/**
 * The course's length as a certificate states it (issue #27): the sum of its lessons' minutes,
 * the same sum migration 2026-11-28-05 gave the certificates issued before.
 */
export async function courseLessonMinutes(db: Database, courseId: string): Promise<number> {
  const row = await db
    .selectFrom("course_videos")
    .select((eb) => eb.fn.sum<number | string | null>("duration_minutes").as("minutes"))
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return Number(row?.minutes ?? 0);
}
