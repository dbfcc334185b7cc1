// Telling "the database is away" from "this query is wrong" (issue #12, decision 0014). The first
// is an outage the visitor can wait out: pages answer 503 with Retry-After and /readyz reports it
// to the load balancer. The second is a bug, and stays a 500 with its stack in the log.

/** Thrown when no connection could be had: refused, timed out, or not accepting connections. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * PostgreSQL SQLSTATEs of an outage rather than a bad query: class 08 (connection exception),
 * class 53 (insufficient resources: too many connections, out of memory or disk), 57014 (the
 * statement timeout cancelled a query that waited on a struggling server), 57P01–57P03 (shut
 * down, crashed, or starting up). https://www.postgresql.org/docs/15/errcodes-appendix.html
 */
const POSTGRES_OUTAGE = /^(08|53)|^57014$|^57P0[1-3]$/;

/** Errors node-postgres raises without a SQLSTATE when the connection itself fails. */
const CONNECTION_FAILURE =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|query read timeout|not queryable|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN/i;

/**
 * SQLite result codes of a database that is there but cannot serve right now: locked past the
 * busy timeout, a failing or full disk, a file that cannot be opened.
 */
const SQLITE_OUTAGE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN)/;

/** True when `error`, or any error in its cause chain, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    // By name, not instanceof: the server build bundles its own copy of this module, apart from
    // the one server/index.ts creates the database with.
    if (e.name === "DatabaseUnavailableError") return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") {
      if (SQLITE_OUTAGE.test(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code)) {
        if (POSTGRES_OUTAGE.test(code)) return true;
        continue;
      }
    }
    if (
      CONNECTION_FAILURE.test(e.message) ||
      (typeof code === "string" && CONNECTION_FAILURE.test(code))
    )
      return true;
  }
  return false;
}
