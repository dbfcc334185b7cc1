// npm run bench:class-import — 'Import learners' at 1,000 rows (issue #29: at most 10 s on this
// machine). On SQLite and on PostgreSQL, with 10,000 learners already on the site: a 1,000-row
// roster (phone numbers written every way a spreadsheet holds them: local in pairs, +222, 00222,
// Arabic-Indic digits; some emails; 150 learners who already have an account, 50 of them already
// in the class) goes through the dry run and the import, as the route does (parse, plan, plan
// again in the transaction, write); then the same file again (every row 'already in the class',
// nothing written); then the class sheet for the 1,000 (one argon2id hash per code). A benchmark,
// not a test: it prints figures for docs/benchmarks.md.
//
// Options (environment): BENCH_DATABASES=sqlite,postgres
//   BENCH_POSTGRES_URL (a server where a throwaway database is created and dropped; default
//   TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres)
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import type { DatabaseKind } from "~/.server/db/create-database";
import { addClassMember, insertClass } from "~/.server/db/repositories/classes";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { applyImport, dryRunImport } from "~/features/classes/class-import.server";
import { printClassSheet } from "~/features/classes/sign-in-code-sheet.server";
import { benchPostgresUrl, machineSummary, warnIfBusy } from "./bench-server";

const ROWS = 1000;
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as DatabaseKind[];
const SITE_LEARNERS = 10_000;
const EXISTING = 150;
const ALREADY_MEMBERS = 50;
const BY: AuditOrigin = { actor: { id: null, name: "Bench owner" }, ip: "127.0.0.1" };

/** The n-th Mauritanian mobile number's 8 digits (22xxxxxx and 36xxxxxx are allocated). */
const localDigits = (n: number) => `${n % 2 === 0 ? "22" : "36"}${String(n).padStart(6, "0")}`;
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The number as a teacher's spreadsheet may hold it. */
function written(n: number): string {
  const digits = localDigits(n);
  switch (n % 4) {
    case 0:
      return digits.replace(/(\d\d)(?=\d)/g, "$1 ");
    case 1:
      return `+222${digits}`;
    case 2:
      return `00222 ${digits}`;
    default:
      return arabicIndic(digits);
  }
}

function roster(rows: number): string {
  const lines = ["Nom;Téléphone;Courriel"];
  for (let i = 0; i < rows; i++) {
    // Learners 0..EXISTING-1 of the file are on the site already (numbers 0..), the rest new.
    const n = i < EXISTING ? i : SITE_LEARNERS + i;
    const email = i % 10 === 9 ? `apprenant${i}@exemple.mr` : "";
    lines.push(`"Apprenant ${i}, ${i % 3 === 0 ? "محمد" : "Aïcha"}";${written(n)};${email}`);
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function run(kind: DatabaseKind) {
  if (kind === "postgres") process.env.TEST_DATABASE_URL ??= benchPostgresUrl();
  const { db, destroy } = await createTestDatabase(kind, { statementTimeoutMs: 0 });
  try {
    const now = new Date();
    const classId = await insertClass(
      db,
      { name: "Bench class", description: "", startsOn: null, endsOn: null, teacherIds: [] },
      now,
    );
    // The site's learners, with passwords (their hash's value does not matter here).
    const at = now.toISOString();
    const ids: string[] = [];
    for (let start = 0; start < SITE_LEARNERS; start += 500) {
      const chunk = Array.from({ length: Math.min(500, SITE_LEARNERS - start) }, (_, k) => {
        const id = crypto.randomUUID();
        ids.push(id);
        return {
          id,
          phone: `+222${localDigits(start + k)}`,
          email: null,
          password_hash: "$argon2id$bench",
          created_at: at,
          updated_at: at,
        };
      });
      await db.insertInto("learners").values(chunk).execute();
    }
    for (const learnerId of ids.slice(0, ALREADY_MEMBERS)) {
      await addClassMember(db, { classId, learnerId, name: "Déjà là", source: "added" }, now);
    }

    const file = new TextEncoder().encode(roster(ROWS));
    const target = { classId, className: "Bench class" };
    const [dry, dryMs] = await timed(() => dryRunImport(db, classId, file));
    if (!dry.ok) throw new Error(`refused: ${dry.problem}`);
    const [applied, importMs] = await timed(() =>
      applyImport(db, target, { csv: dry.csv, planHash: dry.plan.hash }, BY),
    );
    if (!applied.ok) throw new Error("import refused");
    const [again, againDryMs] = await timed(() => dryRunImport(db, classId, file));
    if (!again.ok) throw new Error("refused");
    const [, againImportMs] = await timed(() =>
      applyImport(db, target, { csv: again.csv, planHash: again.plan.hash }, BY),
    );
    const [sheet, sheetMs] = await timed(() => printClassSheet(db, target, 14, BY));
    return {
      kind,
      bytes: file.length,
      counts: dry.plan.counts,
      againCounts: again.plan.counts,
      dryMs,
      importMs,
      againDryMs,
      againImportMs,
      codes: sheet.codes,
      sheetMs,
    };
  } finally {
    await destroy();
  }
}

async function main() {
  warnIfBusy();
  console.log(`Machine: ${machineSummary()}; load average ${loadavg()[0]?.toFixed(2)}`);
  console.log(
    `Date: ${new Date().toISOString()}; ${ROWS} rows, ${SITE_LEARNERS} learners on the site`,
  );
  console.log(
    "\n| database | file | new / added / already / refused | dry run | import | dry run + import | same file again (dry run + import) | class sheet (codes) |",
  );
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const kind of DATABASES) {
    const r = await run(kind);
    const c = r.counts;
    console.log(
      `| ${r.kind} | ${(r.bytes / 1024).toFixed(0)} KB | ${c.new} / ${c.add} / ${c.member} / ${c.refused} | ${seconds(r.dryMs)} s | ${seconds(r.importMs)} s | **${seconds(r.dryMs + r.importMs)} s** | ${seconds(r.againDryMs + r.againImportMs)} s (${r.againCounts.member} already) | ${seconds(r.sheetMs)} s (${r.codes}) |`,
    );
  }
}

await main();
