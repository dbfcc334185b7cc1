// The forms' parsing: anonymous progress from the browser, and where a sign-in may lead.
import { describe, expect, it } from "vitest";
import { authFormSchema, safeLearnerRedirect } from "./auth-form";

describe("the anonymous progress field", () => {
  const parse = (progress?: string) => {
    const form = authFormSchema.parse({
      intent: "sign-in",
      identifier: "x",
      password: "y",
      progress,
    });
    return form.progress;
  };

  it("reads a JSON array of lesson ids", () => {
    expect(parse('["a","b"]')).toEqual(["a", "b"]);
    expect(parse(undefined)).toEqual([]);
    expect(parse("")).toEqual([]);
  });

  it("ignores whatever is malformed instead of refusing the sign-in", () => {
    expect(parse("not json")).toEqual([]);
    expect(parse('{"a":1}')).toEqual([]);
    expect(parse(`[1, null, "", "${"x".repeat(65)}", "ok"]`)).toEqual(["ok"]);
    expect(parse(JSON.stringify(Array.from({ length: 1500 }, (_, i) => `l${i}`)))).toHaveLength(
      1000,
    );
  });
});

describe("safeLearnerRedirect", () => {
  it.each([
    ["/course/abc?lesson=2", "/course/abc?lesson=2"],
    ["/account", "/account"],
    ["/", "/"],
  ])("keeps %j", (value, expected) => {
    expect(safeLearnerRedirect(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/auth",
    "course",
    undefined,
    42,
  ])("sends %j home", (value) => {
    expect(safeLearnerRedirect(value)).toBe("/");
  });
});
