// Every environment variable the server reads: its default and meaning live here and in the
// manual's configuration page (docs/manual/configuration.md). Start-up fails listing every bad variable by name.
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

/** An http(s) address with nothing after its path (a base that keys are appended to). */
const baseUrl = z.string().refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username;
  },
  { message: "must be an http:// or https:// address without query, fragment or credentials" },
);

/** pino's levels, most severe first, and `silent`. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** smtp:// or smtps://host[:port], with user:password@ when the server wants them. */
function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
}

/**
 * An address, bare (no-reply@maarifa.mr) or with a display name (معرفة <no-reply@maarifa.mr>).
 * No line breaks: it goes into a mail header.
 */
const MAIL_ADDRESS =
  /^(?:[^<>\r\n@]*<[^\s<>@]+@[^\s<>@.]+(?:\.[^\s<>@.]+)+>|[^\s<>@]+@[^\s<>@.]+(?:\.[^\s<>@.]+)+)$/;

/**
 * A telephone number in international form (+222 22 12 34 56, +22222123456): spaces, dots, dashes
 * and brackets are allowed and dropped, leaving E.164 (a +, then 8 to 15 digits, not starting
 * with 0). The footer and the terms link to it (issue #27); a number that cannot be dialled from
 * abroad would be a link that fails.
 */
const internationalPhone = z
  .string()
  .transform((value) => value.replace(/[\s.()-]/g, ""))
  .refine((value) => /^\+[1-9]\d{7,14}$/.test(value), {
    message: "must be a phone number in international form, e.g. +222 22 12 34 56",
  });

/** The S3 bucket the spec names (architecture.md: thumbnails live in `course-thumbnails`). */
export const DEFAULT_S3_BUCKET = "course-thumbnails";
/** Used when S3 is configured without S3_REGION (MinIO and most other servers accept any). */
export const DEFAULT_S3_REGION = "us-east-1";

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
  /**
   * On SIGTERM, how long the server keeps serving while /readyz answers 503 "stopping", so that a
   * load balancer stops sending it traffic before it closes its port (issue #13, decision 0017).
   * Unset: 5 s in production, 0 otherwise (`shutdownDelayMs`).
   */
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: "must be a number of milliseconds (0–60000)" })
    .int({ message: "must be a number of milliseconds (0–60000)" })
    .min(0, { message: "must be a number of milliseconds (0–60000)" })
    .max(60_000, { message: "must be a number of milliseconds (0–60000)" })
    .optional(),
  /**
   * Days the audit log keeps an entry (issue #14): older ones are deleted by a background job
   * (app/.server/jobs/audit-retention.ts). A whole number, at least 1.
   */
  /**
   * The largest lesson video or audio file an editor may upload (issue #28), in bytes: 2 GB by
   * default (a long lesson recorded on a phone). Refused while it streams, beyond this.
   */
  MEDIA_MAX_BYTES: z.coerce
    .number({ message: "must be a number of bytes (1 MB to 100 GB)" })
    .int({ message: "must be a number of bytes (1 MB to 100 GB)" })
    .min(1_000_000, { message: "must be a number of bytes (1 MB to 100 GB)" })
    .max(100_000_000_000, { message: "must be a number of bytes (1 MB to 100 GB)" })
    .default(2_000_000_000),
  /** The ffmpeg and ffprobe that read uploaded lessons (Debian's `ffmpeg`); default: on PATH. */
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ message: "must be a whole number of days (1–100000)" })
    .int({ message: "must be a whole number of days (1–100000)" })
    .min(1, { message: "must be a whole number of days (1–100000)" })
    .max(100_000, { message: "must be a whole number of days (1–100000)" })
    .default(365),
  ADMIN_PASSWORD: z
    .string()
    // Counted in characters (code points), as the policy counts them, not UTF-16 units.
    .refine((value) => [...value].length >= 12, { message: "must be at least 12 characters" })
    .refine((value) => [...value].length <= 1024, { message: "must be at most 1024 characters" })
    .optional(),
  // S3-compatible storage for uploads (docs/decisions/0015-s3-storage.md). Setting any S3_
  // variable moves uploads from DATA_DIR to the bucket; `s3Settings` applies the defaults.
  /** The bucket thumbnails are stored in (default `course-thumbnails`). */
  S3_BUCKET: z
    .string()
    // S3's own naming rules, which every compatible server accepts.
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: "must be an S3 bucket name: 3–63 lower-case letters, digits, dots or hyphens",
    })
    .optional(),
  /** The S3 API address (MinIO, Garage, R2, B2…); unset, AWS's own for S3_REGION. */
  S3_ENDPOINT: baseUrl.optional(),
  /** The bucket's region (default us-east-1; `auto` on Cloudflare R2). */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: "must be a region name such as eu-west-3 or auto" })
    .optional(),
  /** Both or neither; neither, the AWS SDK's own chain (AWS_* variables, instance roles…). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for servers that address buckets by path (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /**
   * The bucket's public address (a CDN, or the bucket itself made public-read) that pages link
   * to; unset, the server streams the objects itself under /uploads.
   */
  S3_PUBLIC_URL: baseUrl.optional(),
  // Logs (issue #13, docs/decisions/0018-structured-logs.md): JSON lines on stdout, one per
  // request, readable text under `npm run dev`.
  /** The least severe level written; `silent` writes nothing. */
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  /**
   * Write the client's IP address (`ip`) in request and sign-in lines. Off by default: an address
   * is personal data, and the throttles do not need it in the logs.
   */
  LOG_IPS: booleanFlag.default(false),
  /**
   * This instance's name in every log line (`instance`), to tell instances behind a balancer
   * apart; the systemd template unit sets it to `%i`. Unset: `hostname-pid`.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:@-]{1,64}$/, {
      message: "must be 1–64 letters, digits or . _ : @ - (e.g. maarifa@3001)",
    })
    .optional(),
  /**
   * The support telephone number the footer and the terms show as a tel: link (issue #27). Unset:
   * no number is shown anywhere (there is no made-up one).
   */
  SUPPORT_PHONE: internationalPhone.optional(),
  /** The WhatsApp number the footer links to (https://wa.me/…, issue #27). Unset: no link. */
  SUPPORT_WHATSAPP: internationalPhone.optional(),
  /**
   * Outgoing mail (issue #14 part 8: learners ask for a password-reset link themselves). Both or
   * neither; unset, only administrators make reset links. Never logged: it may hold a password.
   */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, {
      message: "must be smtp://[user:password@]host[:port] or smtps://… (implicit TLS, port 465)",
    })
    .optional(),
  /** The From of those mails: an address, or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_ADDRESS, {
      message: "must be an address, e.g. no-reply@maarifa.mr or معرفة <no-reply@maarifa.mr>",
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** SHUTDOWN_DELAY_MS in production unless set: long enough for a balancer's next health checks. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;

/** How long a stopping server stays reachable but not ready (0 outside production unless set). */
export function shutdownDelayMs(env: Env): number {
  return env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === "production" ? DEFAULT_SHUTDOWN_DELAY_MS : 0);
}

/** Where uploads go when S3 is configured, with the defaults applied. */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  publicUrl?: string;
}

const S3_VARIABLES = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;

/** The S3 settings when any S3_ variable is set; null means uploads stay on local disk. */
export function s3Settings(env: Env): S3Settings | null {
  if (!S3_VARIABLES.some((name) => env[name] !== undefined)) return null;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET ?? DEFAULT_S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** Outgoing mail, when SMTP_URL and MAIL_FROM are set (parseEnv checks they come together). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function mailSettings(env: Env): MailSettings | null {
  return env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null;
}

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
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  // A key without its secret (or the reverse) is a typo, not a wish for the SDK's own chain.
  const keyPair = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const given = keyPair.filter((name) => present[name] !== undefined);
  if (given.length === 1) {
    const missing = keyPair.find((name) => !given.includes(name));
    problems.push(`${missing}: must be set together with ${given[0]}, or neither`);
  }
  // Mail needs both; and a mailed link names the site by PUBLIC_URL alone, never by the Host of
  // the request that asked for it, which the asker chooses (decision 0025).
  const mailPair = ["SMTP_URL", "MAIL_FROM"] as const;
  const mailGiven = mailPair.filter((name) => present[name] !== undefined);
  if (mailGiven.length === 1) {
    const missing = mailPair.find((name) => !mailGiven.includes(name));
    problems.push(`${missing}: must be set together with ${mailGiven[0]}, or neither`);
  }
  if (present.SMTP_URL !== undefined && present.PUBLIC_URL === undefined) {
    problems.push(
      "PUBLIC_URL: must be set when SMTP_URL is set (links in mails are built from it, never from a request's Host)",
    );
  }
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  return result.data;
}

/**
 * Ends a start that its configuration makes impossible (a bad variable, a missing bucket): the
 * reason as plain text on stderr for the person starting it, and exit code 1. Not a log line:
 * the logger is built from the environment being refused (LOG_LEVEL may be the bad one).
 */
export function exitWithConfigurationError(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
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
    exitWithConfigurationError(error.message);
  }
}
