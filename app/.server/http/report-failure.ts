// What a loader or action does with an error it answers itself (a toast with the error's message,
// spec §8) instead of throwing: a database outage is noted for the page handler, which turns the
// answer into a 503 with Retry-After (issue #12), and logged as one warning; anything else is a
// bug, logged with its stack. entry.server.tsx's handleError does the same for thrown errors.
import type { AppLoadContext } from "react-router";
import { isDatabaseUnavailable } from "../db/database-errors";

export function reportFailure(
  context: Pick<AppLoadContext, "failure" | "log">,
  error: unknown,
  message: string,
): void {
  if (isDatabaseUnavailable(error)) {
    context.failure.databaseUnavailable = true;
    context.log.warn(
      { event: "database_unavailable", error: String(error) },
      "The database is out of reach",
    );
    return;
  }
  context.log.error({ err: error }, message);
}
