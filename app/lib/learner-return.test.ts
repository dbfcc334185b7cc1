import { describe, expect, it } from "vitest";
import { authFormName, authLinkFrom, authLinkTo, learnerReturnPath } from "./learner-return";

describe("learnerReturnPath", () => {
  it("keeps a path of this site with its query, without the hash", () => {
    expect(learnerReturnPath("/course/abc?lesson=2#quiz")).toBe("/course/abc?lesson=2");
    expect(learnerReturnPath("/fr/courses?q=excel")).toBe("/fr/courses?q=excel");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslash read as another host", "/\\evil.example/"],
    ["a doubled slash further on", "/course//x"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "course/abc"],
    ["a control character", "/course/a\nb"],
    ["the sign-in page", "/auth?form=sign-in"],
    ["the sign-in page in French", "/fr/auth"],
    ["the reset page", "/reset-password/token"],
    ["a number", 42],
    ["nothing", undefined],
  ])("refuses %s", (_, value) => {
    expect(learnerReturnPath(value)).toBeNull();
  });

  it("refuses an overlong path", () => {
    expect(learnerReturnPath(`/${"a".repeat(2001)}`)).toBeNull();
  });
});

describe("links to /auth", () => {
  it("name the form and return to the page they are on", () => {
    expect(authLinkFrom("sign-in", { pathname: "/course/abc", search: "?lesson=2" }, "/")).toBe(
      "/auth?form=sign-in&redirectTo=%2Fcourse%2Fabc%3Flesson%3D2",
    );
  });

  it("leave out the home page, the default", () => {
    expect(authLinkFrom("sign-up", { pathname: "/", search: "" }, "/")).toBe("/auth?form=sign-up");
  });

  it("from /auth itself keep the return it carries, and only a safe one", () => {
    expect(
      authLinkFrom("sign-up", { pathname: "/auth", search: "?redirectTo=%2Fcourse%2Fx" }, "/"),
    ).toBe("/auth?form=sign-up&redirectTo=%2Fcourse%2Fx");
    expect(
      authLinkFrom("sign-up", { pathname: "/auth", search: "?redirectTo=%2F%2Fevil" }, "/"),
    ).toBe("/auth?form=sign-up");
  });

  it("to a given page drop an unsafe return", () => {
    expect(authLinkTo("sign-up", "/course/x")).toBe("/auth?form=sign-up&redirectTo=%2Fcourse%2Fx");
    expect(authLinkTo("sign-in", "//evil.example")).toBe("/auth?form=sign-in");
  });

  it("open only the two forms", () => {
    expect(authFormName("sign-in")).toBe("sign-in");
    expect(authFormName("admin")).toBeNull();
  });
});
