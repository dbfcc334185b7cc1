// A class's join code (issue #29): six characters of CODE_ALPHABET, short enough to write on a
// board, in a link (/join/{code}) a teacher sends by WhatsApp. On, off and renewed here, each
// change with its audit entry. The column is unique: a code another class has (even an archived
// one) is never given twice; a collision is drawn again.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { findClass, isJoinCodeTaken, setClassJoinCode } from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import { CODE_ALPHABET, type SchoolClass } from "~/lib/classes";

export const JOIN_CODE_LENGTH = 6;
/** 31^6 ≈ 887 million codes: a collision is rare; twenty in a row would be a broken generator. */
const MAX_DRAWS = 20;

/** Six characters of CODE_ALPHABET, uniformly drawn (rejection sampling, no modulo bias). */
export function generateJoinCode(): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < JOIN_CODE_LENGTH) {
        code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

export type JoinCodeChange = "on" | "off" | "renew";

export type JoinCodeResult = { ok: true; code: string | null } | { ok: false; status: 404 };

/**
 * Turns the code on (a new code; nothing changes when it is on), off, or renews it (a new code
 * that replaces the old, whose link stops working). `draw` is for tests that force a collision.
 */
export async function changeJoinCode(
  db: Database,
  schoolClass: Pick<SchoolClass, "id" | "name">,
  change: JoinCodeChange,
  by: AuditOrigin,
  draw: () => string = generateJoinCode,
  now: Date = new Date(),
): Promise<JoinCodeResult> {
  return db.transaction().execute(async (trx) => {
    const current = await findClass(trx, schoolClass.id);
    if (!current) return { ok: false, status: 404 } as const;
    const from = current.joinCode;
    if ((change === "on" && from !== null) || (change === "off" && from === null)) {
      return { ok: true, code: from } as const;
    }
    let to: string | null = null;
    if (change !== "off") {
      for (let attempt = 0; to === null; attempt++) {
        if (attempt >= MAX_DRAWS) throw new Error("no free join code after 20 draws");
        const candidate = draw();
        if (candidate !== from && !(await isJoinCodeTaken(trx, candidate))) to = candidate;
      }
    }
    await setClassJoinCode(trx, schoolClass.id, to, now);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: "class.join_code_change",
      details: { classId: schoolClass.id, className: schoolClass.name, change, from, to },
    });
    return { ok: true, code: to } as const;
  });
}
