// 'Import learners' (issue #29): a roster CSV becomes learners of a class, in two steps.
// 1. The dry run reads the file and plans every row against the database as it is: a new learner,
//    an existing learner added to the class, already in the class, or refused with its line and
//    reason. Nothing is written. The plan has a hash (SHA-256 of every row's outcome).
// 2. The import reads the same text again (the preview page carried it in a hidden field), plans
//    it again inside one transaction, and applies it only if the plan's hash is the preview's:
//    what is written is exactly what the teacher was shown, or nothing (the class or the accounts
//    changed in between, or the form was replayed after the import: then every row is 'already in
//    the class' and the hash differs). One audit entry (class.import) with the counts, in the same
//    transaction; an import that would change nothing writes nothing at all.
// A learner the import creates has no password (password_hash ''): they sign in once with the
// class sheet's code and choose one (decision 0050). An existing account is only added.
import { createHash, randomUUID } from "node:crypto";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { normalizeEmail, readPhone } from "~/.server/auth/identifiers";
import {
  fillEmptyCertificateName,
  findClassMemberIds,
  findLearnersByIdentifiers,
  insertImportedLearners,
  insertImportedMembers,
} from "~/.server/db/repositories/class-roster";
import type { Database } from "~/.server/db/schema";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import {
  CLASS_IMPORT_MAX_BYTES,
  CLASS_IMPORT_MAX_ROWS,
  parseRosterCsv,
  type CsvProblem,
  type RosterRow,
} from "./class-import-csv";
import type { ClassImportState } from "./class-import-page";

/** The import screen's two forms, as the route read them. */
export type ClassImportForm =
  | { intent: "preview"; file: FormDataEntryValue | null }
  | { intent: "import"; csv: string; planHash: string }
  | { intent: "add-one"; name: string; contact: string };

/** Why a row is not imported. */
export type RowRefusal =
  | "missingName"
  | "badPhone"
  | "phoneNotInUse"
  | "badEmail"
  | "noContact"
  | "duplicate"
  | "twoAccounts";

/** A name longer than this is not a name (the class list and the sheet must hold it). */
export const ROSTER_NAME_MAX_LENGTH = 200;

interface RowBase {
  line: number;
  name: string;
}
export type PlannedRow =
  | (RowBase & { outcome: "new"; phone: string | null; email: string | null })
  | (RowBase & {
      outcome: "add" | "member";
      learnerId: string;
      phone: string | null;
      email: string | null;
    })
  | (RowBase & {
      outcome: "refused";
      phone: string;
      email: string;
      reason: RowRefusal;
      /** For a duplicate: the line it repeats. */
      firstLine?: number;
    });

export interface ImportCounts {
  new: number;
  add: number;
  member: number;
  refused: number;
}

export interface ImportPlan {
  rows: PlannedRow[];
  counts: ImportCounts;
  /** SHA-256 of every row's outcome: what the import checks it is applying. */
  hash: string;
}

export type DryRunResult =
  { ok: true; plan: ImportPlan; csv: string } | { ok: false; problem: CsvProblem; line?: number };

/** Each row's outcome against the database as `db` sees it (the import's transaction). */
export async function planImport(
  db: Database,
  classId: string,
  rows: readonly RosterRow[],
): Promise<ImportPlan> {
  // First pass: each row's own problems and its normalised phone and email.
  const read = rows.map((row) => {
    const phoneReading = row.phone ? readPhone(row.phone) : null;
    const email = row.email ? normalizeEmail(row.email) : null;
    let reason: RowRefusal | null = null;
    if (!row.name || [...row.name].length > ROSTER_NAME_MAX_LENGTH) reason = "missingName";
    else if (!row.phone && !row.email) reason = "noContact";
    else if (phoneReading && !phoneReading.ok) {
      reason = phoneReading.problem === "unallocated" ? "phoneNotInUse" : "badPhone";
    } else if (row.email && !email) reason = "badEmail";
    return { row, phone: phoneReading?.ok ? phoneReading.phone : null, email, reason };
  });
  const learners = await findLearnersByIdentifiers(db, {
    phones: read.flatMap((r) => (r.reason === null && r.phone ? [r.phone] : [])),
    emails: read.flatMap((r) => (r.reason === null && r.email ? [r.email] : [])),
  });
  const byPhone = new Map(learners.filter((l) => l.phone).map((l) => [l.phone, l]));
  const byEmail = new Map(learners.filter((l) => l.email).map((l) => [l.email, l]));
  const members = await findClassMemberIds(
    db,
    classId,
    learners.map((l) => l.id),
  );

  // Second pass, in file order: duplicates name the first line that had the same person.
  const firstLineOf = new Map<string, number>();
  const planned: PlannedRow[] = read.map(({ row, phone, email, reason }) => {
    const refuse = (why: RowRefusal, firstLine?: number): PlannedRow => ({
      line: row.line,
      name: row.name,
      outcome: "refused",
      phone: row.phone,
      email: row.email,
      reason: why,
      ...(firstLine === undefined ? {} : { firstLine }),
    });
    if (reason) return refuse(reason);
    const phoneOwner = phone ? byPhone.get(phone) : undefined;
    const emailOwner = email ? byEmail.get(email) : undefined;
    if (phoneOwner && emailOwner && phoneOwner.id !== emailOwner.id) return refuse("twoAccounts");
    const owner = phoneOwner ?? emailOwner;
    const keys = [
      phone ? `phone:${phone}` : null,
      email ? `email:${email}` : null,
      owner ? `learner:${owner.id}` : null,
    ].filter((key): key is string => key !== null);
    const seen = keys.map((key) => firstLineOf.get(key)).find((line) => line !== undefined);
    if (seen !== undefined) return refuse("duplicate", seen);
    for (const key of keys) firstLineOf.set(key, row.line);
    if (!owner) return { line: row.line, name: row.name, outcome: "new", phone, email };
    return {
      line: row.line,
      name: row.name,
      outcome: members.has(owner.id) ? "member" : "add",
      learnerId: owner.id,
      phone: owner.phone,
      email: owner.email,
    };
  });
  const counts: ImportCounts = { new: 0, add: 0, member: 0, refused: 0 };
  for (const row of planned) counts[row.outcome]++;
  return { rows: planned, counts, hash: planHash(planned) };
}

/** The plan's fingerprint: every field that decides what the import writes. */
export function planHash(rows: readonly PlannedRow[]): string {
  const hash = createHash("sha256");
  for (const row of rows) {
    hash.update(
      JSON.stringify([
        row.line,
        row.outcome,
        row.name,
        row.phone,
        row.email,
        "learnerId" in row ? row.learnerId : null,
        "reason" in row ? row.reason : null,
      ]),
    );
    hash.update("\n");
  }
  return hash.digest("hex");
}

/** Step 1: reads the file and plans it; writes nothing. */
export async function dryRunImport(
  db: Database,
  classId: string,
  file: Uint8Array | string,
): Promise<DryRunResult> {
  const parsed = parseRosterCsv(file);
  if (!parsed.ok) return parsed;
  const plan = await planImport(db, classId, parsed.rows);
  // What the preview carries to step 2: the file's text (its BOM, if any, is no part of a row).
  const csv =
    typeof file === "string" ? file : new TextDecoder("utf-8", { ignoreBOM: false }).decode(file);
  return { ok: true, plan, csv };
}

export type ImportResult =
  | { ok: true; counts: ImportCounts }
  | { ok: false; problem: CsvProblem; line?: number }
  | { ok: false; problem: "planChanged"; plan: ImportPlan };

/** Step 2: applies the previewed plan in one transaction, or nothing if it no longer holds. */
export async function applyImport(
  db: Database,
  target: { classId: string; className: string },
  input: { csv: string; planHash: string },
  by: AuditOrigin,
  now: Date = new Date(),
): Promise<ImportResult> {
  const parsed = parseRosterCsv(input.csv);
  if (!parsed.ok) return parsed;
  try {
    return await applyPlan(db, target, parsed.rows, input.planHash, by, now);
  } catch (error) {
    // An account made with one of the file's numbers while the transaction ran (PostgreSQL reads
    // committed rows): its unique constraint stopped the import. The plan has changed, so say so.
    const plan = await planImport(db, target.classId, parsed.rows);
    if (plan.hash !== input.planHash) return { ok: false, problem: "planChanged", plan };
    throw error;
  }
}

function applyPlan(
  db: Database,
  target: { classId: string; className: string },
  rows: readonly RosterRow[],
  planHash: string,
  by: AuditOrigin,
  now: Date,
): Promise<ImportResult> {
  return db.transaction().execute(async (trx): Promise<ImportResult> => {
    const plan = await planImport(trx, target.classId, rows);
    if (plan.hash !== planHash) return { ok: false, problem: "planChanged", plan };
    const { counts } = plan;
    if (counts.new + counts.add === 0) return { ok: true, counts };
    await writePlan(trx, target.classId, plan, now);
    await recordAdminAction(trx, {
      ...by,
      action: "class.import",
      at: now,
      details: {
        classId: target.classId,
        className: target.className,
        created: counts.new,
        added: counts.add,
        alreadyInClass: counts.member,
        refused: counts.refused,
      },
    });
    return { ok: true, counts };
  });
}

/** Writes a plan's new learners and members (no audit entry: the caller records its own). */
async function writePlan(trx: Database, classId: string, plan: ImportPlan, now: Date) {
  const created = plan.rows.flatMap((row) =>
    row.outcome === "new"
      ? [{ id: randomUUID(), phone: row.phone, email: row.email, name: row.name }]
      : [],
  );
  await insertImportedLearners(trx, created, now);
  const added = plan.rows.flatMap((row) =>
    row.outcome === "add" ? [{ learnerId: row.learnerId, name: row.name }] : [],
  );
  for (const member of added) {
    await fillEmptyCertificateName(trx, member.learnerId, member.name, now);
  }
  await insertImportedMembers(
    trx,
    classId,
    [...created.map((learner) => ({ learnerId: learner.id, name: learner.name })), ...added],
    now,
  );
}

export type AddOneResult =
  { ok: true; outcome: "new" | "add" | "member"; name: string } | { ok: false; reason: RowRefusal };

/**
 * 'Add a learner' (the import screen's second form): one row, typed rather than uploaded, read
 * and written exactly as an imported row is (a new learner without a password, or an existing one
 * added), in one transaction with a class.learner_add entry. Already in the class: nothing changes.
 */
export async function addOneLearner(
  db: Database,
  target: { classId: string; className: string },
  typed: { name: string; contact: string },
  by: AuditOrigin,
  now: Date = new Date(),
): Promise<AddOneResult> {
  const contact = typed.contact.trim();
  const row: RosterRow = {
    line: 1,
    name: typed.name.trim(),
    phone: contact.includes("@") ? "" : contact,
    email: contact.includes("@") ? contact : "",
  };
  return db.transaction().execute(async (trx): Promise<AddOneResult> => {
    const plan = await planImport(trx, target.classId, [row]);
    const [planned] = plan.rows;
    if (!planned) return { ok: false, reason: "noContact" };
    if (planned.outcome === "refused") return { ok: false, reason: planned.reason };
    if (planned.outcome === "member") return { ok: true, outcome: "member", name: planned.name };
    await writePlan(trx, target.classId, plan, now);
    // The learner's id, for the entry: the existing account's, or the one just made.
    const [member] = await findLearnersByIdentifiers(trx, {
      phones: planned.phone ? [planned.phone] : [],
      emails: planned.email ? [planned.email] : [],
    });
    await recordAdminAction(trx, {
      ...by,
      action: "class.learner_add",
      at: now,
      details: {
        classId: target.classId,
        className: target.className,
        learnerId: member?.id ?? null,
        name: planned.name,
        newAccount: planned.outcome === "new",
      },
    });
    return { ok: true, outcome: planned.outcome, name: planned.name };
  });
}

/** The page's answer to one POST of the import screen, in the administrator's language. */
export type ClassImportAnswer = { status: number; state: ClassImportState };

const PROBLEM_STATUS: Record<CsvProblem, number> = {
  empty: 400,
  tooLarge: 413,
  notUtf8: 415,
  notText: 415,
  noHeader: 422,
  unclosedQuote: 422,
  tooManyRows: 413,
};

function problemText(t: AdminTranslator["t"], problem: CsvProblem, line?: number): string {
  return t(`classImport.error.${problem}`, {
    max: problem === "tooManyRows" ? CLASS_IMPORT_MAX_ROWS : CLASS_IMPORT_MAX_BYTES / 1024 / 1024,
    line: line ?? 0,
  });
}

function previewOf(plan: ImportPlan, csv: string, notice: string | null): ClassImportState {
  return {
    step: "preview",
    rows: plan.rows,
    counts: plan.counts,
    csv,
    planHash: plan.hash,
    notice,
  };
}

/**
 * Step 1 ('preview', the uploaded file) or step 2 ('import', the text and the plan's hash the
 * preview carried). The caller has checked the administrator may open this class.
 */
export async function answerClassImportForm(
  db: Database,
  target: { classId: string; className: string },
  form: ClassImportForm,
  by: AuditOrigin,
  { t }: AdminTranslator,
): Promise<ClassImportAnswer> {
  const refused = (status: number, error: string): ClassImportAnswer => ({
    status,
    state: { step: "refused", error },
  });
  if (form.intent === "add-one") {
    const added = await addOneLearner(db, target, form, by);
    if (added.ok) {
      const message = t(`classImport.addOne.${added.outcome}`, { name: added.name });
      return { status: 200, state: { step: "added", message } };
    }
    const reason = t(`classImport.reason.${added.reason}`, { line: 1 });
    return {
      status: 400,
      state: { step: "addRefused", error: t("classImport.addOne.refused", { reason }), ...form },
    };
  }
  if (form.intent === "preview") {
    const { file } = form;
    if (!(file instanceof File) || file.size === 0) {
      return refused(
        400,
        t(file instanceof File ? "classImport.error.empty" : "classImport.error.noFile"),
      );
    }
    // Refused before reading it: the file's size is known from the form.
    if (file.size > CLASS_IMPORT_MAX_BYTES) return refused(413, problemText(t, "tooLarge"));
    const result = await dryRunImport(db, target.classId, new Uint8Array(await file.arrayBuffer()));
    if (!result.ok) {
      return refused(PROBLEM_STATUS[result.problem], problemText(t, result.problem, result.line));
    }
    return { status: 200, state: previewOf(result.plan, result.csv, null) };
  }
  const result = await applyImport(db, target, { csv: form.csv, planHash: form.planHash }, by);
  if (result.ok) return { status: 200, state: { step: "done", counts: result.counts } };
  if (result.problem === "planChanged") {
    return { status: 409, state: previewOf(result.plan, form.csv, t("classImport.planChanged")) };
  }
  return refused(PROBLEM_STATUS[result.problem], problemText(t, result.problem, result.line));
}
