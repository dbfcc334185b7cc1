// What the benchmarks' BENCH_EXPLAIN=1 shares (bench:search, bench:progress, bench:analytics;
// decision 0034): the
// statements a page's code sends, recorded as it runs, then replayed behind EXPLAIN and printed
// as markdown. Not a script of its own.
import { performance } from "node:perf_hooks";
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { isSqlite } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";

/**
 * A plugin that keeps every query the code runs, as Kysely hands it to the compiler (after the
 * other plugins, such as SQLite's booleans), so that each can be replayed behind EXPLAIN with the
 * same parameters. Kysely also hands a plugin the subqueries it builds; only the queries that
 * ran return a result, so a query is kept when its result comes back.
 */
class QueryRecorder implements KyselyPlugin {
  readonly #seen = new Map<unknown, RootOperationNode>();
  readonly queries: { node: RootOperationNode; queryId: PluginTransformQueryArgs["queryId"] }[] =
    [];
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#seen.set(queryId, node);
    return node;
  }
  async transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const node = this.#seen.get(queryId);
    if (node) this.queries.push({ node, queryId });
    return result;
  }
}

/** SQLite's EXPLAIN QUERY PLAN rows as the sqlite3 shell draws them: one line per step, nested. */
function sqlitePlanLines(rows: { id: number; parent: number; detail: string }[]): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, level);
    return `${"   ".repeat(level)}${level > 0 ? "`--" : ""}${row.detail}`;
  });
}

/**
 * Runs `work` (reads only: each statement is run again) once on `db` through a recorder, then
 * prints each statement it sent with its plan:
 * SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN (ANALYZE, BUFFERS), which runs the statement
 * and gives its time. A statement that set planner options for the next one (set_config, in a
 * transaction of its own: course-search.ts's withGinIndexes) is replayed the same way, so the
 * plan shown is the plan that ran.
 */
export async function explainWork(
  db: Database,
  title: string,
  work: (db: Database) => Promise<unknown>,
): Promise<void> {
  const recorder = new QueryRecorder();
  await work(db.withPlugin(recorder));
  console.log(`#### ${title}: ${recorder.queries.length} statements\n`);
  const compiled = recorder.queries.map(({ node, queryId }) =>
    db.getExecutor().compileQuery(node, queryId),
  );
  for (let index = 0; index < compiled.length; index++) {
    const query = compiled[index] as CompiledQuery;
    if (!isSqlite(db) && query.sql.includes("set_config(")) {
      const next = compiled[index + 1];
      if (!next) break;
      const plan = await db.transaction().execute(async (trx) => {
        await trx.executeQuery(query);
        return postgresPlan(trx, next);
      });
      print(index + 1, next, plan, "after the planner options of the statement before");
      index++;
      continue;
    }
    print(
      index + 1,
      query,
      isSqlite(db) ? await sqlitePlan(db, query) : await postgresPlan(db, query),
    );
  }
}

/** SQLite's plan has no times: the statement's median of 11 runs alone is added to it. */
async function sqlitePlan(db: Database, query: CompiledQuery): Promise<string[]> {
  const times: number[] = [];
  for (let run = 0; run < 11; run++) {
    const started = performance.now();
    await db.executeQuery(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { rows } = await db.executeQuery<{ id: number; parent: number; detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
  );
  return [...sqlitePlanLines(rows), `(alone: median ${times[5]?.toFixed(2)} ms of 11 runs)`];
}

async function postgresPlan(db: Database, query: CompiledQuery): Promise<string[]> {
  const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => row["QUERY PLAN"]);
}

function print(number: number, query: CompiledQuery, plan: string[], note = "") {
  console.log(`${number}. \`${query.sql.replace(/\s+/g, " ")}\`${note ? ` (${note})` : ""}`);
  // A page's 24 course ids say nothing about its plan: long lists are cut.
  const shown =
    query.parameters.length > 8 ? [...query.parameters.slice(0, 3), "…"] : query.parameters;
  const count = query.parameters.length > 8 ? ` (${query.parameters.length} in all)` : "";
  console.log(`   parameters: ${JSON.stringify(shown)}${count}\n`);
  console.log(["   ```", ...plan.map((line) => `   ${line}`), "   ```", ""].join("\n"));
}
