// All SQL about learner_sign_in_codes (issue #29, docs/decisions/0050-class-sign-in-codes.md):
// a class sheet's one-time code for a learner without a password, as its argon2id hash, at most
// one per learner, with the moment it stops working.
import type { Database } from "../schema";
import { toIsoString } from "./row-mapping";

/** Gives these learners these code hashes, replacing any code they had. */
export async function replaceSignInCodes(
  db: Database,
  codes: readonly { learnerId: string; codeHash: string }[],
  { expiresAt, createdBy, now }: { expiresAt: Date; createdBy: string | null; now: Date },
): Promise<void> {
  for (let i = 0; i < codes.length; i += 500) {
    const chunk = codes.slice(i, i + 500);
    const ids = chunk.map((code) => code.learnerId);
    await db.deleteFrom("learner_sign_in_codes").where("learner_id", "in", ids).execute();
    await db
      .insertInto("learner_sign_in_codes")
      .values(
        chunk.map((code) => ({
          learner_id: code.learnerId,
          code_hash: code.codeHash,
          expires_at: expiresAt.toISOString(),
          created_by: createdBy,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }
}

/** The learner's code hash and when it expires, if they have one. */
export async function findSignInCode(
  db: Database,
  learnerId: string,
): Promise<{ codeHash: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom("learner_sign_in_codes")
    .select(["code_hash", "expires_at"])
    .where("learner_id", "=", learnerId)
    .executeTakeFirst();
  return row ? { codeHash: row.code_hash, expiresAt: toIsoString(row.expires_at) } : null;
}

/**
 * Uses up the code whose hash was checked: deleted only if it is still that one, so of two
 * requests racing with the same code exactly one gets `true`.
 */
export async function consumeSignInCode(
  db: Database,
  learnerId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("learner_sign_in_codes")
    .where("learner_id", "=", learnerId)
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
