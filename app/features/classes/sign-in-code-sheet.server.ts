// The class sheet (issue #29, decision 0050): a printed page with, for each learner an import made
// without a password, a one-time sign-in code. Printing makes fresh codes (the learner's older one
// stops working): the codes exist in clear only in this one answer, and the database keeps their
// argon2id hashes. Learners who already have a password are listed, without a code.
import { randomInt } from "node:crypto";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { hashPassword } from "~/.server/auth/password-hash";
import { listSheetLearners, type SheetLearner } from "~/.server/db/repositories/class-roster";
import { replaceSignInCodes } from "~/.server/db/repositories/learner-sign-in-codes";
import type { Database } from "~/.server/db/schema";
import { CODE_ALPHABET } from "~/lib/classes";
import { formatSignInCode, SIGN_IN_CODE_LENGTH, type SheetValidityDays } from "~/lib/sign-in-code";

/** A fresh code: 8 characters, each drawn uniformly from the alphabet (31^8, about 8.5e11). */
export function makeSignInCode(): string {
  let code = "";
  for (let i = 0; i < SIGN_IN_CODE_LENGTH; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface SheetEntry {
  learnerId: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** Grouped 4-4; null for a learner who signs in with their password. */
  code: string | null;
}

export interface PrintedSheet {
  entries: SheetEntry[];
  /** ISO-8601: when every code on the sheet stops working. */
  expiresAt: string;
  codes: number;
}

/** The class's learners before printing: who will get a code. */
export function listSheet(db: Database, classId: string): Promise<SheetLearner[]> {
  return listSheetLearners(db, classId);
}

/** Fresh codes for the class's learners without a password, stored hashed, audited; one transaction. */
export async function printClassSheet(
  db: Database,
  target: { classId: string; className: string },
  validDays: SheetValidityDays,
  by: AuditOrigin,
  now: Date = new Date(),
): Promise<PrintedSheet> {
  const learners = await listSheetLearners(db, target.classId);
  // Hashed before the transaction: argon2 takes about 10 ms a code and no lock should wait on it.
  const made = await Promise.all(
    learners.map(async (learner) => {
      if (learner.hasPassword) return { learner, code: null, codeHash: null };
      const code = makeSignInCode();
      return { learner, code, codeHash: await hashPassword(code) };
    }),
  );
  const expiresAt = new Date(now.getTime() + validDays * 24 * 60 * 60 * 1000);
  const codes = made.flatMap(({ learner, codeHash }) =>
    codeHash ? [{ learnerId: learner.learnerId, codeHash }] : [],
  );
  await db.transaction().execute(async (trx) => {
    await replaceSignInCodes(trx, codes, { expiresAt, createdBy: by.actor.id, now });
    await recordAdminAction(trx, {
      ...by,
      action: "class.sheet_print",
      at: now,
      details: {
        classId: target.classId,
        className: target.className,
        codes: codes.length,
        validDays,
      },
    });
  });
  return {
    entries: made.map(({ learner, code }) => ({
      learnerId: learner.learnerId,
      name: learner.name,
      phone: learner.phone,
      email: learner.email,
      code: code ? formatSignInCode(code) : null,
    })),
    expiresAt: expiresAt.toISOString(),
    codes: codes.length,
  };
}
