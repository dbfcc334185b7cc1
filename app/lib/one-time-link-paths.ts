// The addresses of the one-time links (decision 0035), whose `:token` segment is the secret that
// opens an account (issue #26): app/routes.ts declares their routes from these, and the request
// log (server/request-logging.ts) writes any address that matches one with `:token` in place of
// the secret. docs/deploy/nginx.conf.template repeats them in its log map (nginx reads no
// TypeScript); server/tokens-out-of-logs.test.ts checks it against these.

/** Route paths as app/routes.ts writes them (the learners' one also under /fr and /en). */
export const ONE_TIME_LINK_PATHS = {
  adminInvite: "admin/invite/:token",
  adminReset: "admin/reset/:token",
  learnerReset: "reset-password/:token",
} as const;

/** What a logged address says in place of a token. */
export const REDACTED_TOKEN = ":token";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Each link's address as a pattern: its fixed segments, then the token's segment (a `.data` twin's
 * suffix kept apart). Anywhere in the path, in any case and with repeated slashes, because React
 * Router matches without regard to case and a crafted address may add slashes or a locale: a log
 * line says `:token` too often rather than once too few.
 */
const LINK_PATTERNS = Object.values(ONE_TIME_LINK_PATHS).map((path) => {
  const fixed = path
    .split("/")
    .filter((segment) => segment !== ":token")
    .map(escape)
    .join("/+");
  return new RegExp(`(^|/)(${fixed}/+)[^/]+?((?:\\.data)?)(?=/|$)`, "gi");
});

/** `path` with the token of every one-time link in it replaced by `:token`. */
export function withoutLinkTokens(path: string): string {
  return LINK_PATTERNS.reduce(
    (redacted, pattern) => redacted.replace(pattern, `$1$2${REDACTED_TOKEN}$3`),
    path,
  );
}
