// All SQL about the learners table (issue #6).
import { sql, type Selectable } from "kysely";
import type { Learner } from "~/lib/learner";
import type { Database, LearnersTable } from "../schema";
import { deleteLessonVisits } from "./lesson-visits";
import { toCount, toIsoString } from "./row-mapping";

function toLearner(row: Selectable<LearnersTable>): Learner {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    createdAt: toIsoString(row.created_at),
  };
}

export interface NewLearner {
  email: string | null;
  phone: string | null;
  passwordHash: string;
}

/** Inserts an account and returns its id; a taken email or phone fails the unique constraint. */
export async function insertLearner(
  db: Database,
  learner: NewLearner,
  now: Date = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("learners")
    .values({
      id,
      email: learner.email,
      phone: learner.phone,
      password_hash: learner.passwordHash,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

export async function findLearnerById(db: Database, id: string): Promise<Learner | null> {
  const row = await db.selectFrom("learners").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLearner(row) : null;
}

export type LearnerIdentifier = { email: string } | { phone: string };

/** The account with this (normalised) email or phone, with its password hash for sign-in. */
export async function findLearnerCredentials(
  db: Database,
  identifier: LearnerIdentifier,
): Promise<{ id: string; passwordHash: string } | null> {
  let query = db.selectFrom("learners").select(["id", "password_hash"]);
  query =
    "email" in identifier
      ? query.where("email", "=", identifier.email)
      : query.where("phone", "=", identifier.phone);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, passwordHash: row.password_hash } : null;
}

export async function findLearnerPasswordHash(db: Database, id: string): Promise<string | null> {
  const row = await db
    .selectFrom("learners")
    .select("password_hash")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Which of these identifiers already belong to an account. */
export async function findTakenIdentifiers(
  db: Database,
  { email, phone }: { email: string | null; phone: string | null },
): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom("learners")
    .select(["email", "phone"])
    .where((eb) =>
      eb.or([
        ...(email ? [eb("email", "=", email)] : []),
        ...(phone ? [eb("phone", "=", phone)] : []),
      ]),
    )
    .execute();
  return {
    email: email !== null && rows.some((row) => row.email === email),
    phone: phone !== null && rows.some((row) => row.phone === phone),
  };
}

export async function updateLearnerPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("learners")
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/**
 * Deletes the account; its progress goes with it (ON DELETE CASCADE), and its lesson visits, whose
 * viewer key is no foreign key (decision 0041). True when it existed.
 */
export async function deleteLearnerById(db: Database, id: string): Promise<boolean> {
  await deleteLessonVisits(db, { learnerId: id });
  const result = await db.deleteFrom("learners").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The admin dashboard's 'Learners' figure. */
export async function countLearners(db: Database): Promise<number> {
  const row = await db
    .selectFrom("learners")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  return toCount(row?.count as string | number | undefined);
}

/**
 * What the admin 'Learners' list looks for (issue #14 part 8), already normalised by the feature:
 * part of an email (lower-case), and/or digits that appear in the E.164 phone, and/or one exact
 * E.164 number. Nothing given: every learner.
 */
export interface LearnerSearch {
  emailContains?: string;
  phoneDigits?: string;
  phoneExact?: string;
}

/** `%` and `_` match themselves: the pattern is the typed text, not a wildcard expression. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of learners matching `search`, newest first, and how many match in all. */
export async function searchLearners(
  db: Database,
  search: LearnerSearch,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ learners: Learner[]; total: number }> {
  const { emailContains, phoneDigits, phoneExact } = search;
  const filtered = db.selectFrom("learners").where((eb) => {
    const any = [
      // ESCAPE '\' on both engines (SQLite has no default escape character).
      ...(emailContains
        ? [sql<boolean>`${eb.ref("email")} like ${likeContaining(emailContains)} escape '\\'`]
        : []),
      ...(phoneDigits
        ? [sql<boolean>`${eb.ref("phone")} like ${likeContaining(phoneDigits)} escape '\\'`]
        : []),
      ...(phoneExact ? [eb("phone", "=", phoneExact)] : []),
    ];
    if (any.length === 0) return eb.val(true);
    return eb.or(any);
  });
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as("count")).executeTakeFirst(),
  ]);
  return {
    learners: rows.map(toLearner),
    total: toCount(count?.count as string | number | undefined),
  };
}
