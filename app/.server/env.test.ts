import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

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
    });
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
