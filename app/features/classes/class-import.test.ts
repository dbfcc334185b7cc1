// 'Import learners' on both databases (issue #29): the dry run and the import agree, importing the
// same file again changes nothing, every refused row names its line, every way of writing a
// Mauritanian number finds the same learner, and a file that cannot be read changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { verifyPassword } from "~/.server/auth/password-hash";
import { insertClass } from "~/.server/db/repositories/classes";
import { insertLearner } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { CLASS_IMPORT_MAX_BYTES } from "./class-import-csv";
import { addOneLearner, applyImport, dryRunImport, type ImportPlan } from "./class-import.server";

const BY: AuditOrigin = { actor: { id: null, name: "Owner" }, ip: "203.0.113.5" };
const NOW = new Date("2026-11-29T09:00:00.000Z");
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Everything an import could write. */
async function snapshot(db: Database): Promise<string> {
  const tables = ["learners", "class_members", "audit_log"] as const;
  const rows: Record<string, unknown> = {};
  for (const table of tables) rows[table] = await db.selectFrom(table).selectAll().execute();
  return JSON.stringify(rows);
}

async function preview(
  db: Database,
  classId: string,
  file: Uint8Array | string,
): Promise<ImportPlan> {
  const result = await dryRunImport(db, classId, file);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.plan;
}

describe.each(testDatabaseKinds())("class import on %s", (kind) => {
  let t: TestDatabase;
  let classId: string;
  const target = () => ({ classId, className: "Couture 2026" });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("class_members").execute();
    await t.db.deleteFrom("classes").execute();
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("audit_log").execute();
    classId = await insertClass(
      t.db,
      { name: "Couture 2026", description: "", startsOn: null, endsOn: null, teacherIds: [] },
      NOW,
    );
  });

  it("adds one typed learner as an imported row, with a class.learner_add entry, once", async () => {
    const existing = await insertLearner(t.db, {
      email: "sidi@example.mr",
      phone: null,
      passwordHash: "$argon2id$kept",
    });
    const added = await addOneLearner(
      t.db,
      target(),
      { name: " Amina Mint Ahmed ", contact: "٢٢ ١٢ ٣٤ ٥٦" },
      BY,
      NOW,
    );
    expect(added).toEqual({ ok: true, outcome: "new", name: "Amina Mint Ahmed" });
    const amina = await t.db
      .selectFrom("learners")
      .selectAll()
      .where("phone", "=", "+22222123456")
      .executeTakeFirstOrThrow();
    expect(amina.password_hash).toBe("");
    expect(
      await addOneLearner(t.db, target(), { name: "Sidi", contact: "SIDI@example.mr" }, BY, NOW),
    ).toEqual({ ok: true, outcome: "add", name: "Sidi" });
    const members = await t.db
      .selectFrom("class_members")
      .select(["learner_id", "name", "source"])
      .orderBy("name")
      .execute();
    expect(members).toEqual([
      { learner_id: amina.id, name: "Amina Mint Ahmed", source: "import" },
      { learner_id: existing, name: "Sidi", source: "import" },
    ]);
    const entries = await t.db.selectFrom("audit_log").select(["action", "details"]).execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      "class.learner_add",
      "class.learner_add",
    ]);
    expect(JSON.parse(entries[0]?.details ?? "{}")).toMatchObject({
      classId,
      learnerId: amina.id,
      newAccount: true,
    });

    // Again: already in the class, nothing written; a bad number or no name: refused, nothing.
    const before = await snapshot(t.db);
    expect(
      await addOneLearner(t.db, target(), { name: "Amina", contact: "+222 22 12 34 56" }, BY, NOW),
    ).toEqual({ ok: true, outcome: "member", name: "Amina" });
    expect(
      await addOneLearner(t.db, target(), { name: "X", contact: "22 12 34" }, BY, NOW),
    ).toEqual({ ok: false, reason: "badPhone" });
    expect(
      await addOneLearner(t.db, target(), { name: "  ", contact: "36 99 88 77" }, BY, NOW),
    ).toEqual({ ok: false, reason: "missingName" });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("imports exactly what the dry run showed, in one go, with one audit entry", async () => {
    const existing = await insertLearner(t.db, {
      email: null,
      phone: "+22236123456",
      passwordHash: "$argon2id$kept",
    });
    const csv =
      "\uFEFFNom;Téléphone;Courriel\r\nAmina Mint Ahmed;22 12 34 56;\r\nSidi;36 12 34 56;\r\nFatimetou;;fati@example.mr\r\n";
    const before = await snapshot(t.db);
    const dry = await dryRunImport(t.db, classId, utf8(csv));
    if (!dry.ok) throw new Error(dry.problem);
    // The dry run writes nothing.
    expect(await snapshot(t.db)).toBe(before);
    expect(dry.plan.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, "new"],
      [3, "add"],
      [4, "new"],
    ]);
    expect(dry.plan.counts).toEqual({ new: 2, add: 1, member: 0, refused: 0 });

    const result = await applyImport(
      t.db,
      target(),
      { csv: dry.csv, planHash: dry.plan.hash },
      BY,
      NOW,
    );
    expect(result).toEqual({ ok: true, counts: dry.plan.counts });

    const members = await t.db
      .selectFrom("class_members")
      .innerJoin("learners", "learners.id", "class_members.learner_id")
      .select([
        "learners.id",
        "learners.phone",
        "learners.email",
        "learners.password_hash",
        "learners.certificate_name",
        "class_members.name",
        "class_members.source",
      ])
      .where("class_id", "=", classId)
      .orderBy("class_members.name")
      .execute();
    expect(members).toEqual([
      {
        id: expect.any(String),
        phone: "+22222123456",
        email: null,
        password_hash: "",
        certificate_name: "Amina Mint Ahmed",
        name: "Amina Mint Ahmed",
        source: "import",
      },
      {
        id: expect.any(String),
        phone: null,
        email: "fati@example.mr",
        password_hash: "",
        certificate_name: "Fatimetou",
        name: "Fatimetou",
        source: "import",
      },
      // The existing account is only added: its password stays; its empty certificate name
      // takes the roster's.
      {
        id: existing,
        phone: "+22236123456",
        email: null,
        password_hash: "$argon2id$kept",
        certificate_name: "Sidi",
        name: "Sidi",
        source: "import",
      },
    ]);
    // No password opens an imported account.
    expect(await verifyPassword("", "")).toBe(false);
    expect(await verifyPassword("", "any password")).toBe(false);

    const audit = await t.db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("class.import");
    expect(JSON.parse(String(audit[0]?.details))).toEqual({
      classId,
      className: "Couture 2026",
      created: 2,
      added: 1,
      alreadyInClass: 0,
      refused: 0,
    });
  });

  it("changes nothing when the same file is imported again, or the preview's form replayed", async () => {
    const csv = "name,phone\nAmina,22123456\nSidi,+22236123456\n";
    const first = await preview(t.db, classId, utf8(csv));
    expect(await applyImport(t.db, target(), { csv, planHash: first.hash }, BY, NOW)).toMatchObject(
      { ok: true },
    );
    const after = await snapshot(t.db);

    // The same file again: every row is already in the class, and importing it writes nothing
    // (not even an audit entry).
    const again = await preview(t.db, classId, utf8(csv));
    expect(again.counts).toEqual({ new: 0, add: 0, member: 2, refused: 0 });
    expect(await applyImport(t.db, target(), { csv, planHash: again.hash }, BY, NOW)).toEqual({
      ok: true,
      counts: again.counts,
    });
    expect(await snapshot(t.db)).toBe(after);

    // The first preview's form posted again: its plan no longer holds, so nothing is applied.
    const replay = await applyImport(t.db, target(), { csv, planHash: first.hash }, BY, NOW);
    expect(replay).toMatchObject({ ok: false, problem: "planChanged" });
    expect(await snapshot(t.db)).toBe(after);
  });

  it("imports once when the same preview is sent twice at the same moment", async () => {
    const csv = "name,phone\nAmina,22123456\nSidi,36123456\n";
    const plan = await preview(t.db, classId, csv);
    const results = await Promise.all([
      applyImport(t.db, target(), { csv, planHash: plan.hash }, BY, NOW),
      applyImport(t.db, target(), { csv, planHash: plan.hash }, BY, NOW),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ problem: "planChanged" }]);
    expect(await t.db.selectFrom("learners").selectAll().execute()).toHaveLength(2);
    expect(await t.db.selectFrom("audit_log").selectAll().execute()).toHaveLength(1);
  });

  it("applies nothing when the accounts changed since the preview", async () => {
    const csv = "name,phone\nAmina,22123456\n";
    const plan = await preview(t.db, classId, csv);
    // Someone signed up with that number in between: the row is no longer 'new'.
    await insertLearner(t.db, { email: null, phone: "+22222123456", passwordHash: "x" });
    const before = await snapshot(t.db);
    const result = await applyImport(t.db, target(), { csv, planHash: plan.hash }, BY, NOW);
    expect(result).toMatchObject({ ok: false, problem: "planChanged" });
    if (!result.ok && result.problem === "planChanged") {
      expect(result.plan.rows[0]?.outcome).toBe("add");
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it("names the line and the reason of every refused row", async () => {
    const other = await insertLearner(t.db, {
      email: "other@example.mr",
      phone: null,
      passwordHash: "x",
    });
    await insertLearner(t.db, { email: null, phone: "+22246123456", passwordHash: "x" });
    const csv = [
      "name,phone,email",
      "Amina,22123456,", // 2: new
      ",22123457,", // 3: no name
      "Bad phone,1234,", // 4
      "Unallocated,25 12 34 56,", // 5: no operator has it
      "Bad email,,not-an-email", // 6
      "Nobody,,", // 7: neither
      "Again,+22222123456,", // 8: line 2's number
      "Two accounts,46123456,other@example.mr", // 9
      "Same email,,other@example.mr", // 10: existing learner, added
      "Same learner,,OTHER@example.mr", // 11: line 10's learner
    ].join("\n");
    const plan = await preview(t.db, classId, csv);
    expect(
      plan.rows.map((row) => [
        row.line,
        row.outcome,
        "reason" in row ? row.reason : null,
        "firstLine" in row ? row.firstLine : null,
      ]),
    ).toEqual([
      [2, "new", null, null],
      [3, "refused", "missingName", null],
      [4, "refused", "badPhone", null],
      [5, "refused", "phoneNotInUse", null],
      [6, "refused", "badEmail", null],
      [7, "refused", "noContact", null],
      [8, "refused", "duplicate", 2],
      [9, "refused", "twoAccounts", null],
      [10, "add", null, null],
      [11, "refused", "duplicate", 10],
    ]);
    expect(plan.rows.find((row) => row.line === 10)).toMatchObject({ learnerId: other });
    const result = await applyImport(t.db, target(), { csv, planHash: plan.hash }, BY, NOW);
    expect(result).toEqual({ ok: true, counts: { new: 1, add: 1, member: 0, refused: 8 } });
  });

  it("finds one learner however the number is written: local, +222, 00222, Arabic-Indic", async () => {
    const learnerId = await insertLearner(t.db, {
      email: null,
      phone: "+22222123456",
      passwordHash: "x",
    });
    for (const phone of ["22 12 34 56", "+222 22 12 34 56", "0022222123456", "٢٢ ١٢ ٣٤ ٥٦"]) {
      const plan = await preview(t.db, classId, `name,phone\nAmina,${phone}\n`);
      expect(plan.rows, phone).toMatchObject([{ line: 2, outcome: "add", learnerId }]);
    }
    const all = await preview(
      t.db,
      classId,
      "name,phone\nA,22 12 34 56\nB,+22222123456\nC,0022222123456\nD,٢٢١٢٣٤٥٦\n",
    );
    expect(all.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, "add"],
      [3, "refused"],
      [4, "refused"],
      [5, "refused"],
    ]);
  });

  it("imports a file of just under 5 MB, and refuses one over it, changing nothing", async () => {
    const header = "name,phone,notes\n";
    const rows: string[] = [];
    let size = header.length;
    for (let i = 0; ; i++) {
      const row = `Learner ${i},${22100000 + i},${"n".repeat(4900)}\n`;
      if (size + row.length > CLASS_IMPORT_MAX_BYTES) break;
      rows.push(row);
      size += row.length;
    }
    const text = header + rows.join("");
    const bytes = utf8(text);
    expect(bytes.length).toBeGreaterThan(CLASS_IMPORT_MAX_BYTES - 5000);
    expect(bytes.length).toBeLessThanOrEqual(CLASS_IMPORT_MAX_BYTES);
    const dry = await dryRunImport(t.db, classId, bytes);
    if (!dry.ok) throw new Error(dry.problem);
    expect(dry.plan.counts).toEqual({ new: rows.length, add: 0, member: 0, refused: 0 });
    const result = await applyImport(
      t.db,
      target(),
      { csv: dry.csv, planHash: dry.plan.hash },
      BY,
      NOW,
    );
    expect(result).toMatchObject({ ok: true, counts: { new: rows.length } });

    const before = await snapshot(t.db);
    const over = utf8(`${text}Last,22199999,${"n".repeat(5000)}\n`);
    expect(await dryRunImport(t.db, classId, over)).toEqual({ ok: false, problem: "tooLarge" });
    expect(
      await applyImport(
        t.db,
        target(),
        { csv: new TextDecoder().decode(over), planHash: "0".repeat(64) },
        BY,
        NOW,
      ),
    ).toEqual({ ok: false, problem: "tooLarge" });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("refuses a file that is not CSV as a whole, changing nothing", async () => {
    const before = await snapshot(t.db);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(await dryRunImport(t.db, classId, png)).toEqual({ ok: false, problem: "notText" });
    expect(await dryRunImport(t.db, classId, utf8("just some words\nand more\n"))).toEqual({
      ok: false,
      problem: "noHeader",
    });
    expect(
      await applyImport(t.db, target(), { csv: "hello\nworld", planHash: "0".repeat(64) }, BY, NOW),
    ).toEqual({ ok: false, problem: "noHeader" });
    expect(await snapshot(t.db)).toBe(before);
  });
});
