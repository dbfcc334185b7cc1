// Every environment variable the server reads: its default and meaning live here and in the
// README's configuration table. Start-up fails listing every bad variable by name.
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

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
