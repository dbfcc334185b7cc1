// Every environment variable the server reads: its default and meaning live here and in the
// README's configuration table. Start-up fails listing every bad variable by name.
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

function isOriginUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.pathname === "/" &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** HTTP port. */
  PORT: z.coerce
    .number({ message: "must be a port number (1–65535)" })
    .int({ message: "must be a port number (1–65535)" })
    .min(1, { message: "must be a port number (1–65535)" })
    .max(65535, { message: "must be a port number (1–65535)" })
    .default(3000),
  /** Listen address. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** `file:PATH` for SQLite, `postgres://…` for PostgreSQL. */
  DATABASE_URL: z
    .string()
    .default("file:./data/app.db")
    .refine((value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value), {
      message: "must be file:PATH (SQLite) or postgres://… (PostgreSQL)",
    }),
  /** Uploads and other local files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** Seed demo courses into an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  /**
   * When set, becomes the admin password at start (stored as an argon2id hash). Unset, the
   * stored one is kept, or a random one is generated and printed once on first start. The
   * limits are the admin password policy's (app/features/admin-auth/password.server.ts).
   */
  /**
   * How many reverse proxies sit in front of the server (0: none). The client IP used for
   * sign-in throttling comes from X-Forwarded-For only through that many trusted hops;
   * trusting it with no proxy in front would let anyone fake their address.
   */
  TRUST_PROXY: z.coerce
    .number({ message: "must be a number of proxies (0 or more)" })
    .int({ message: "must be a number of proxies (0 or more)" })
    .min(0, { message: "must be a number of proxies (0 or more)" })
    .max(10, { message: "must be a number of proxies (0 or more)" })
    .default(0),
  /**
   * Google Analytics 4 measurement id (G-XXXXXXX). Unset (the default): no Google code or request
   * on any page; set: page views and events also go to GA4 (docs/decisions/0010).
   */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, { message: "must be a GA4 measurement id like G-XXXXXXX" })
    .optional(),
  /**
   * The site's public address (https://maarifa.example.org): the only source of absolute URLs in
   * pages (canonical, og:url, og:image). Unset, they use the request's Host, which a client
   * chooses: fine on localhost, but behind a CDN a forged Host would be written into a cached
   * page (issue #12). An origin only: the site is served from the root of its host.
   */
  PUBLIC_URL: z
    .string()
    .refine(isOriginUrl, {
      message:
        "must be the site's address, http(s)://host[:port] with no path (e.g. https://maarifa.mr)",
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    // Counted in characters (code points), as the policy counts them, not UTF-16 units.
    .refine((value) => [...value].length >= 12, { message: "must be at least 12 characters" })
    .refine((value) => [...value].length <= 1024, { message: "must be at most 1024 characters" })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** An empty variable counts as unset, as it does for most twelve-factor tools. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return result.data;
}

/**
 * For entry points (the server, the database scripts): a bad environment ends the process with
 * the list of problems and exit code 1, not a stack trace that buries them.
 */
export function parseEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
