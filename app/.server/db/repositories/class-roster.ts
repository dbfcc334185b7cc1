// All SQL of a class's roster import and its class sheet (issue #29): finding the learners a
// roster names, creating the accounts it brings (no password yet: password_hash '', which no
// password verifies, decision 0050), putting them in the class, and listing the class for its
// sheet. Batched: a 1,000-row import is a handful of statements, not thousands.
import type { Database } from "../schema";

/** Rows per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export interface RosterLearner {
  id: string;
  phone: string | null;
  email: string | null;
  certificateName: string;
}

/** The accounts with any of these (normalised) phone numbers or email addresses. */
export async function findLearnersByIdentifiers(
  db: Database,
  { phones, emails }: { phones: readonly string[]; emails: readonly string[] },
): Promise<RosterLearner[]> {
  const found = new Map<string, RosterLearner>();
  const lookups: ["phone" | "email", string[]][] = [
    ...batches([...new Set(phones)]).map((chunk): ["phone", string[]] => ["phone", chunk]),
    ...batches([...new Set(emails)]).map((chunk): ["email", string[]] => ["email", chunk]),
  ];
  for (const [column, values] of lookups) {
    const rows = await db
      .selectFrom("learners")
      .select(["id", "phone", "email", "certificate_name"])
      .where(column, "in", values)
      .execute();
    for (const row of rows) {
      found.set(row.id, {
        id: row.id,
        phone: row.phone,
        email: row.email,
        certificateName: row.certificate_name,
      });
    }
  }
  return [...found.values()];
}

/** Which of these learners are already in the class. */
export async function findClassMemberIds(
  db: Database,
  classId: string,
  learnerIds: readonly string[],
): Promise<Set<string>> {
  const members = new Set<string>();
  for (const chunk of batches([...new Set(learnerIds)])) {
    const rows = await db
      .selectFrom("class_members")
      .select("learner_id")
      .where("class_id", "=", classId)
      .where("learner_id", "in", chunk)
      .execute();
    for (const row of rows) members.add(row.learner_id);
  }
  return members;
}

export interface ImportedLearner {
  id: string;
  phone: string | null;
  email: string | null;
  /** The roster's name, also their certificate name until they change it. */
  name: string;
}

/** New accounts without a password ('' matches no password: they sign in with a sheet's code). */
export async function insertImportedLearners(
  db: Database,
  learners: readonly ImportedLearner[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (const chunk of batches(learners)) {
    await db
      .insertInto("learners")
      .values(
        chunk.map((learner) => ({
          id: learner.id,
          phone: learner.phone,
          email: learner.email,
          password_hash: "",
          certificate_name: learner.name,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

/** Puts these learners in the class, each under the roster's name. */
export async function insertImportedMembers(
  db: Database,
  classId: string,
  members: readonly { learnerId: string; name: string }[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (const chunk of batches(members)) {
    await db
      .insertInto("class_members")
      .values(
        chunk.map((member) => ({
          class_id: classId,
          learner_id: member.learnerId,
          name: member.name,
          source: "import" as const,
          joined_at: at,
        })),
      )
      .execute();
  }
}

/** Gives an existing learner the roster's name on certificates, only if they have none yet. */
export async function fillEmptyCertificateName(
  db: Database,
  learnerId: string,
  name: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("learners")
    .set({ certificate_name: name, updated_at: now.toISOString() })
    .where("id", "=", learnerId)
    .where("certificate_name", "=", "")
    .execute();
}

export interface SheetLearner {
  learnerId: string;
  /** The roster's name, else the certificate name, else ''. */
  name: string;
  phone: string | null;
  email: string | null;
  /** False while the account has no password (made by an import, not yet signed in). */
  hasPassword: boolean;
}

/** The class's learners for its sheet, by name. */
export async function listSheetLearners(db: Database, classId: string): Promise<SheetLearner[]> {
  const rows = await db
    .selectFrom("class_members")
    .innerJoin("learners", "learners.id", "class_members.learner_id")
    .select([
      "class_members.learner_id",
      "class_members.name",
      "learners.certificate_name",
      "learners.phone",
      "learners.email",
      "learners.password_hash",
    ])
    .where("class_members.class_id", "=", classId)
    .execute();
  return rows
    .map((row) => ({
      learnerId: row.learner_id,
      name: row.name || row.certificate_name,
      phone: row.phone,
      email: row.email,
      hasPassword: row.password_hash !== "",
    }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, "ar", { numeric: true }) ||
        (a.phone ?? a.email ?? "").localeCompare(b.phone ?? b.email ?? ""),
    );
}
