import { describe, expect, it } from "vitest";
import { EnvError, mailSettings, parseEnv, s3Settings, shutdownDelayMs } from "./env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: "file:./data/app.db",
      DATA_DIR: "./data",
      SEED_DEMO: true,
      TRUST_PROXY: 0,
      LOG_LEVEL: "info",
      LOG_IPS: false,
      AUDIT_RETENTION_DAYS: 365,
      MEDIA_MAX_BYTES: 2_000_000_000,
    });
  });

  it("reads the upload limit in bytes and refuses one that is not", () => {
    expect(parseEnv({ MEDIA_MAX_BYTES: "500000000" }).MEDIA_MAX_BYTES).toBe(500_000_000);
    for (const value of ["2GB", "1000", "-5", "1.5e12"])
      expect(() => parseEnv({ MEDIA_MAX_BYTES: value }), value).toThrow(/MEDIA_MAX_BYTES/);
  });

  it("reads PostgreSQL URLs and flags", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@h/db", SEED_DEMO: "false", PORT: "8080" });
    expect(env.DATABASE_URL).toBe("postgres://u@h/db");
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PORT).toBe(8080);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("names every bad variable at once", () => {
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SEED_DEMO");
    }
  });
});

describe("TRUST_PROXY", () => {
  it("defaults to no proxy and accepts a hop count", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });
  it("refuses anything but a small whole number", () => {
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("LOG_LEVEL", () => {
  it("defaults to info and takes any pino level, or silent", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    for (const level of ["fatal", "error", "warn", "info", "debug", "trace", "silent"]) {
      expect(parseEnv({ LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    }
  });
  it("refuses anything else, naming the variable and the levels", () => {
    for (const bad of ["verbose", "WARN", "30", "warning"]) {
      expect(() => parseEnv({ LOG_LEVEL: bad })).toThrow(
        /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/,
      );
    }
  });
});

describe("LOG_IPS", () => {
  it("is off by default, and a flag", () => {
    expect(parseEnv({}).LOG_IPS).toBe(false);
    for (const on of ["true", "1", "yes"]) expect(parseEnv({ LOG_IPS: on }).LOG_IPS).toBe(true);
    for (const off of ["false", "0", "no"]) expect(parseEnv({ LOG_IPS: off }).LOG_IPS).toBe(false);
  });
  it("refuses anything but true or false", () => {
    expect(() => parseEnv({ LOG_IPS: "sometimes" })).toThrow(/LOG_IPS: must be true or false/);
  });
});

describe("INSTANCE_ID", () => {
  it("is unset by default (the logger uses hostname-pid) and takes a systemd instance name", () => {
    expect(parseEnv({}).INSTANCE_ID).toBeUndefined();
    for (const id of ["3001", "web-2.maarifa:3002", "maarifa@3001", "a", "x".repeat(64)]) {
      expect(parseEnv({ INSTANCE_ID: id }).INSTANCE_ID).toBe(id);
    }
  });
  it("refuses spaces, quotes, newlines and names over 64 characters", () => {
    for (const bad of ["web 1", 'a"b', "a\nb", "x".repeat(65), "é"]) {
      expect(() => parseEnv({ INSTANCE_ID: bad })).toThrow(/INSTANCE_ID: must be 1–64/);
    }
  });
});

describe("SHUTDOWN_DELAY_MS", () => {
  it("defaults to 5 s in production and 0 elsewhere, and takes a number of milliseconds", () => {
    expect(shutdownDelayMs(parseEnv({}))).toBe(5_000);
    expect(shutdownDelayMs(parseEnv({ NODE_ENV: "development" }))).toBe(0);
    expect(shutdownDelayMs(parseEnv({ NODE_ENV: "test" }))).toBe(0);
    expect(shutdownDelayMs(parseEnv({ SHUTDOWN_DELAY_MS: "0" }))).toBe(0);
    expect(shutdownDelayMs(parseEnv({ SHUTDOWN_DELAY_MS: "15000" }))).toBe(15_000);
  });
  it("refuses anything but a whole number of milliseconds up to a minute", () => {
    for (const bad of ["soon", "-1", "1.5", "60001"]) {
      expect(() => parseEnv({ SHUTDOWN_DELAY_MS: bad })).toThrow(/SHUTDOWN_DELAY_MS: must be/);
    }
  });
});

describe("AUDIT_RETENTION_DAYS", () => {
  it("keeps the audit log 365 days unless told otherwise", () => {
    expect(parseEnv({}).AUDIT_RETENTION_DAYS).toBe(365);
    expect(parseEnv({ AUDIT_RETENTION_DAYS: "30" }).AUDIT_RETENTION_DAYS).toBe(30);
    expect(parseEnv({ AUDIT_RETENTION_DAYS: "1" }).AUDIT_RETENTION_DAYS).toBe(1);
  });
  it("refuses anything but a whole number of days, at least 1, naming the variable", () => {
    for (const bad of ["0", "-5", "1.5", "a year", "100001"]) {
      expect(() => parseEnv({ AUDIT_RETENTION_DAYS: bad })).toThrow(
        /AUDIT_RETENTION_DAYS: must be/,
      );
    }
  });
});

describe("PUBLIC_URL", () => {
  it("is unset by default and keeps the origin of the site's address", () => {
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: "https://maarifa.example.mr" }).PUBLIC_URL).toBe(
      "https://maarifa.example.mr",
    );
    expect(parseEnv({ PUBLIC_URL: "https://maarifa.example.mr/" }).PUBLIC_URL).toBe(
      "https://maarifa.example.mr",
    );
    expect(parseEnv({ PUBLIC_URL: "http://localhost:3000" }).PUBLIC_URL).toBe(
      "http://localhost:3000",
    );
  });
  it("refuses anything but an http(s) origin, naming the variable", () => {
    for (const bad of [
      "maarifa.mr",
      "ftp://maarifa.mr",
      "https://maarifa.mr/learn",
      "https://maarifa.mr/?a=1",
      "https://user:pw@maarifa.mr",
      "javascript:alert(1)",
    ]) {
      expect(() => parseEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});

describe("GA_MEASUREMENT_ID", () => {
  it("is unset by default and takes a GA4 measurement id", () => {
    expect(parseEnv({}).GA_MEASUREMENT_ID).toBeUndefined();
    expect(parseEnv({ GA_MEASUREMENT_ID: "G-AB12CD34EF" }).GA_MEASUREMENT_ID).toBe("G-AB12CD34EF");
  });
  it("refuses anything else, naming the variable", () => {
    // A Universal Analytics id, a lower-case one, and one that would break out of the snippet.
    for (const bad of ["UA-12345-1", "g-ab12cd34", 'G-1234");alert(1)//']) {
      expect(() => parseEnv({ GA_MEASUREMENT_ID: bad }), bad).toThrow(/GA_MEASUREMENT_ID/);
    }
  });
});

describe("S3 storage (S3_*)", () => {
  it("is off without any S3 variable: uploads stay on local disk", () => {
    expect(s3Settings(parseEnv({}))).toBeNull();
  });

  it("reads every variable", () => {
    const env = parseEnv({
      S3_BUCKET: "maarifa-thumbs",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.example.com/thumbs",
    });
    expect(s3Settings(env)).toEqual({
      bucket: "maarifa-thumbs",
      endpoint: "http://127.0.0.1:9000",
      region: "auto",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com/thumbs",
    });
  });

  it("turns on with any one variable, the rest defaulted (bucket course-thumbnails)", () => {
    expect(s3Settings(parseEnv({ S3_ENDPOINT: "https://s3.example.com" }))).toEqual({
      bucket: "course-thumbnails",
      endpoint: "https://s3.example.com",
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    // Empty counts as unset, as for every variable.
    expect(s3Settings(parseEnv({ S3_BUCKET: "", S3_PUBLIC_URL: "" }))).toBeNull();
  });

  it.each([
    ["S3_BUCKET", "Course_Thumbnails"],
    ["S3_BUCKET", "ab"],
    ["S3_ENDPOINT", "minio:9000"],
    ["S3_ENDPOINT", "ftp://files.example.com"],
    ["S3_REGION", "EU West"],
    ["S3_FORCE_PATH_STYLE", "maybe"],
    ["S3_PUBLIC_URL", "cdn.example.com"],
    ["S3_PUBLIC_URL", "https://cdn.example.com/?v=1"],
    ["S3_PUBLIC_URL", "https://user:pass@cdn.example.com"],
  ])("stops start-up naming %s for %j", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("wants the access key and the secret together, or neither", () => {
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID, or neither",
    );
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      "S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY, or neither",
    );
    // Listed with the other problems, not instead of them.
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: "key", PORT: "eighty" })).toThrow(/PORT[\s\S]*S3_/);
  });
});

describe("SMTP_URL and MAIL_FROM (issue #14: password reset by email)", () => {
  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };
  const site = { PUBLIC_URL: "https://maarifa.example.mr" };

  it("is off when neither is set", () => {
    expect(mailSettings(parseEnv({}))).toBeNull();
  });

  it("reads an smtp:// or smtps:// URL with credentials, and an address with or without a name", () => {
    const env = parseEnv({
      ...site,
      SMTP_URL: "smtps://relay%40maarifa.mr:p%40ss@smtp.example.mr:465",
      MAIL_FROM: "معرفة <no-reply@maarifa.mr>",
    });
    expect(mailSettings(env)).toEqual({
      smtpUrl: "smtps://relay%40maarifa.mr:p%40ss@smtp.example.mr:465",
      from: "معرفة <no-reply@maarifa.mr>",
    });
    expect(
      mailSettings(
        parseEnv({ ...site, SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: "no-reply@maarifa.mr" }),
      ),
    ).toEqual({ smtpUrl: "smtp://127.0.0.1:25", from: "no-reply@maarifa.mr" });
  });

  it("wants both or neither", () => {
    expect(problemsOf({ ...site, SMTP_URL: "smtp://h:25" })).toEqual([
      "MAIL_FROM: must be set together with SMTP_URL, or neither",
    ]);
    expect(problemsOf({ ...site, MAIL_FROM: "a@b.mr" })).toEqual([
      "SMTP_URL: must be set together with MAIL_FROM, or neither",
    ]);
  });

  it("requires PUBLIC_URL with SMTP_URL: mailed links never take a request's Host", () => {
    const problems = problemsOf({ SMTP_URL: "smtp://h:25", MAIL_FROM: "a@b.mr" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL: must be set when SMTP_URL is set/);
  });

  it("refuses other schemes and addresses that are not one", () => {
    const problems = problemsOf({
      ...site,
      SMTP_URL: "https://smtp.example.mr",
      MAIL_FROM: "no-reply",
    });
    expect(problems.some((p) => p.startsWith("SMTP_URL:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("MAIL_FROM:"))).toBe(true);
    expect(
      problemsOf({ ...site, SMTP_URL: "smtp://h:25", MAIL_FROM: "a@b.mr\r\nBcc: x@y.mr" }).some(
        (p) => p.startsWith("MAIL_FROM:"),
      ),
    ).toBe(true);
  });
});

describe("SUPPORT_PHONE and SUPPORT_WHATSAPP", () => {
  it("are unset by default and keep a number in international form as E.164", () => {
    expect(parseEnv({}).SUPPORT_PHONE).toBeUndefined();
    expect(parseEnv({}).SUPPORT_WHATSAPP).toBeUndefined();
    const env = parseEnv({
      SUPPORT_PHONE: "+222 22 12 34 56",
      SUPPORT_WHATSAPP: "+33-6-12.34.56.78",
    });
    expect(env.SUPPORT_PHONE).toBe("+22222123456");
    expect(env.SUPPORT_WHATSAPP).toBe("+33612345678");
  });

  it.each(["22 12 34 56", "+222 00", "+0222 22 12 34 56", "tel:+22222123456", "+222 22 12 34 5x"])(
    "refuses %j, naming the variable",
    (value) => {
      expect(() => parseEnv({ SUPPORT_PHONE: value })).toThrow(/SUPPORT_PHONE: must be a phone/);
      expect(() => parseEnv({ SUPPORT_WHATSAPP: value })).toThrow(
        /SUPPORT_WHATSAPP: must be a phone/,
      );
    },
  );
});
