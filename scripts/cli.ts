// What the database scripts (db:copy, db:backup, db:restore) share: argument parsing whose
// mistakes end the process with exit code 1 and a message naming the argument, and the same for
// refusals (OperatorError, a bad environment). Anything else is a bug and keeps its stack.
// The scripts print plain text with console for the person at the terminal, not the server's
// JSON log lines (docs/decisions/0018-structured-logs.md).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { databaseKind } from "~/.server/db/create-database";
import { OperatorError } from "~/.server/db/data-tables";
import { envSchema, EnvError } from "~/.server/env";

/** An argument is wrong or missing: printed with the script's usage. */
export class UsageError extends OperatorError {}

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseCli<T extends Options>(
  options: T,
  allowPositionals = false,
  args = process.argv.slice(2),
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    // node:util's own messages name the option ("Unknown option '--form'").
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A database URL given as an argument, checked like DATABASE_URL. */
export function databaseUrlArgument(name: string, value: string | undefined): string {
  if (value === undefined || value === "") throw new UsageError(`${name} is required`);
  const result = envSchema.shape.DATABASE_URL.safeParse(value);
  if (!result.success) {
    throw new UsageError(`${name}: must be file:PATH (SQLite) or postgres://… (PostgreSQL)`);
  }
  return value;
}

/** SQLite would create a missing file: a database that must already exist is checked first. */
export function requireExistingDatabase(name: string, url: string): void {
  if (databaseKind(url) !== "sqlite") return;
  const path = resolve(url.replace(/^file:/, ""));
  if (!existsSync(path)) throw new OperatorError(`${name}: there is no SQLite database at ${path}`);
}

/** Hides the password of a postgres:// URL in messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@/]*@/, "$1***@");
}

/** Runs a script's main; refusals and usage errors end it with exit code 1 and their message. */
export async function runCli(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
    } else if (error instanceof OperatorError || error instanceof EnvError) {
      console.error(error.message);
    } else {
      throw error;
    }
    process.exitCode = 1;
  }
}
