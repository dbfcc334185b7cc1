import { describe, expect, it } from "vitest";
import { loginFormSchema, safeAdminRedirect, tooManyAttempts } from "./login-form";

describe("safeAdminRedirect", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/", "/admin/"],
    ["/admin/course/new", "/admin/course/new"],
    ["/admin/course/abc?tab=videos", "/admin/course/abc?tab=videos"],
    ["/admin?x=1", "/admin?x=1"],
  ])("keeps the admin path %s", (value, expected) => {
    expect(safeAdminRedirect(value)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["/"],
    ["/courses"],
    ["/administrator"],
    ["//evil.example/admin"],
    ["/admin//evil.example"],
    ["https://evil.example/admin"],
    ["/admin/\\evil.example"],
    ["/\\evil.example"],
    ["/admin/\t/evil.example"],
    ["/admin/../courses"],
    ["/admin/%2e%2e/courses"],
    ["javascript:alert(1)"],
    [`/admin/${"a".repeat(3000)}`],
  ])("replaces %j with /admin", (value) => {
    expect(safeAdminRedirect(value)).toBe("/admin");
  });

  it("reads an optional identifier, trimmed (issue #14)", () => {
    expect(loginFormSchema.parse({ identifier: "  a@b.mr ", password: "x" }).identifier).toBe(
      "a@b.mr",
    );
    expect(loginFormSchema.safeParse({ identifier: "x".repeat(321), password: "x" }).success).toBe(
      false,
    );
  });
});

describe("the gate's form", () => {
  it("needs a password and cleans the redirect", () => {
    expect(loginFormSchema.safeParse({ password: "" }).success).toBe(false);
    expect(loginFormSchema.safeParse({}).success).toBe(false);
    expect(loginFormSchema.parse({ password: "x" })).toEqual({
      identifier: "",
      password: "x",
      redirectTo: "/admin",
    });
    expect(loginFormSchema.parse({ password: "x", redirectTo: "//evil.example" })).toEqual({
      identifier: "",
      password: "x",
      redirectTo: "/admin",
    });
  });

  it("words the wait in whole minutes", () => {
    expect(tooManyAttempts(600).description).toBe(
      "Too many failed attempts. Try again in 10 minutes.",
    );
    expect(tooManyAttempts(59).description).toBe(
      "Too many failed attempts. Try again in 1 minute.",
    );
    expect(tooManyAttempts(61).description).toBe(
      "Too many failed attempts. Try again in 2 minutes.",
    );
  });

  it("reads an optional identifier, trimmed (issue #14)", () => {
    expect(loginFormSchema.parse({ identifier: "  a@b.mr ", password: "x" }).identifier).toBe(
      "a@b.mr",
    );
    expect(loginFormSchema.safeParse({ identifier: "x".repeat(321), password: "x" }).success).toBe(
      false,
    );
  });
});
