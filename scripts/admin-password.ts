// npm run admin:password — sets the admin password in DATABASE_URL and signs every admin out.
// Interactive: asks twice, without echo. Piped: reads the password from stdin, e.g.
//   printf '%s' "$NEW_PASSWORD" | npm run admin:password
// so it never appears in the shell history or the process list (issue #3).
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";
import { EnvError, parseEnv } from "~/.server/env";
import {
  assertAcceptablePassword,
  PasswordPolicyError,
  setAdminPassword,
} from "~/features/admin-auth/password.server";

class Cancelled extends Error {}

/** Reads one line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          finish();
          reject(new Cancelled("Cancelled: the admin password was not changed."));
          return;
        }
        if (char === "\u007f" || char === "\b") {
          value = [...value].slice(0, -1).join("");
        } else if (char >= " ") {
          value += char;
        }
      }
    };
    process.stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

/** Everything piped in, less the one line break `echo` or a file adds. */
async function readPipedPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedPassword();
  const password = await promptHidden("New admin password (12 characters or more): ");
  assertAcceptablePassword(password);
  const again = await promptHidden("Repeat it: ");
  if (again !== password) throw new PasswordPolicyError("The two passwords differ.");
  return password;
}

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const password = await readNewPassword();
  // Checked before the database is touched, so a refused password changes nothing.
  assertAcceptablePassword(password);

  const db = createDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const { sessionsEnded } = await setAdminPassword(db, password);
    console.log(
      `Admin password changed. ${sessionsEnded} admin session(s) signed out; sign in again at /admin.`,
    );
  } finally {
    await db.destroy();
  }
  if (env.ADMIN_PASSWORD !== undefined) {
    console.warn(
      "Note: ADMIN_PASSWORD is set in this environment. If the server has it too, it will set that password again at its next start.",
    );
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (
    error instanceof PasswordPolicyError ||
    error instanceof EnvError ||
    error instanceof Cancelled
  ) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
