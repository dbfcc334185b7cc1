// A class's join link, /join/{code} (issue #29): the learner's side of the join code. A GET only
// shows the class (a link previewer, such as WhatsApp's, fetches every link it is sent); joining
// is the signed-in learner's POST. Codes are read case-insensitively (a code copied from a board
// is often typed in lower case).
//
// Guessing codes: every lookup of a code that is unknown, off or archived counts against the
// client's address (scope 'class-join', 10 in 15 minutes; decision 0012's table); a code found
// takes its attempt back, so a class whose link is opened many times from one school's address
// never counts. Past the limit every code answers 429, found or not, so the answer says nothing.
import {
  addressKey,
  beginAttempt,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import {
  addClassMember,
  findClassByJoinCode,
  isClassMember,
} from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import { CODE_ALPHABET, type SchoolClass } from "~/lib/classes";

export const JOIN_RULE: ThrottleRule = {
  scope: "class-join",
  maxAttempts: 10,
  windowMs: 15 * 60 * 1000,
};

// Codes are made from CODE_ALPHABET (app/lib/classes.ts); anything else is not looked up.
const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}-]{3,32}$`);

/** The code as stored: upper case, without the spaces a copy from a message may add. */
export function normaliseJoinCode(code: string): string {
  return code.trim().toUpperCase();
}

export type JoinLookup =
  { found: true; schoolClass: SchoolClass } | { found: false; retryAfterSeconds?: number };

/** The active class of this code, counted against the address as the header says. */
export async function lookUpJoinCode(
  db: Database,
  rawCode: string,
  clientIp: string,
  now = new Date(),
): Promise<JoinLookup> {
  const permit = await beginAttempt(db, JOIN_RULE, addressKey(clientIp), now);
  if (!permit.allowed) return { found: false, retryAfterSeconds: permit.retryAfterSeconds };
  const code = normaliseJoinCode(rawCode);
  const schoolClass = CODE_SHAPE.test(code) ? await findClassByJoinCode(db, code) : null;
  if (!schoolClass) return { found: false };
  await takeBackAttempt(db, permit.attemptId);
  return { found: true, schoolClass };
}

export function isInClass(db: Database, classId: string, learnerId: string): Promise<boolean> {
  return isClassMember(db, classId, learnerId);
}

/** Adds the learner (source 'join', no roster name); false when they were already in it. */
export function joinClass(
  db: Database,
  classId: string,
  learnerId: string,
  now = new Date(),
): Promise<boolean> {
  return addClassMember(db, { classId, learnerId, name: "", source: "join" }, now);
}
