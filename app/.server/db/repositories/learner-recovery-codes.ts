// All SQL about learner_recovery_codes (issue #27, docs/decisions/0043-recovery-codes.md): one
// argon2id hash per learner, never the code itself.
import type { Database } from "../schema";

/** The learner's code hash, if they have one. */
export async function findRecoveryCodeHash(
  db: Database,
  learnerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("learner_recovery_codes")
    .select("code_hash")
    .where("learner_id", "=", learnerId)
    .executeTakeFirst();
  return row?.code_hash ?? null;
}

/** Gives the learner this code hash, replacing the one they had (which then no longer works). */
export async function replaceRecoveryCode(
  db: Database,
  learnerId: string,
  codeHash: string,
  now: Date,
): Promise<void> {
  await db.deleteFrom("learner_recovery_codes").where("learner_id", "=", learnerId).execute();
  await db
    .insertInto("learner_recovery_codes")
    .values({ learner_id: learnerId, code_hash: codeHash, created_at: now.toISOString() })
    .execute();
}

/**
 * Uses up the code whose hash was checked: deleted only if it is still that one, so of two
 * requests racing with the same code exactly one gets `true`.
 */
export async function consumeRecoveryCode(
  db: Database,
  learnerId: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("learner_recovery_codes")
    .where("learner_id", "=", learnerId)
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
