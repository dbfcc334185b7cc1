// Links built from a request's path never leave the site (issue #26): a path beginning with `//`
// or `/\` is another site's address to a browser, whatever reached the builder. The request guard
// redirects such paths first (server/crafted-addresses.test.ts); these hold without it.
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/.server/absolute-url";
import { ownPath, ownUrl } from "~/lib/safe-url";
import { LOCALES, switchLocalePath } from "./locales";
import { pageUrl, sharedPageMeta } from "./page-meta";
import { translatorFor } from "./translator";

const ORIGIN = "https://maarifa.example.mr";
const CRAFTED = [
  "//evil.example/x",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/fr//evil.example/x",
  "/en//evil.example",
  "/fr/\\evil.example",
  "//a%5Cb",
  "/fr//a%5Cb",
];

describe("ownPath and ownUrl", () => {
  it.each(CRAFTED)("keep %s on our origin", (path) => {
    expect(ownPath(path)).toMatch(/^\/(?![/\\])/);
    expect(new URL(ownUrl(path, ORIGIN)).origin).toBe(ORIGIN);
  });
  it("leave our own paths as they are", () => {
    expect(ownPath("/fr/courses?q=x")).toBe("/fr/courses?q=x");
    expect(ownUrl("/course/1?lesson=2", ORIGIN)).toBe(`${ORIGIN}/course/1?lesson=2`);
    expect(ownUrl("/", ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe("switchLocalePath", () => {
  it.each(CRAFTED)("links %s to a path of ours in every locale", (path) => {
    for (const locale of LOCALES) {
      const link = switchLocalePath(path, "?q=//evil.example", locale);
      expect(link, locale).toMatch(/^\/(?![/\\])/);
      expect(new URL(link, ORIGIN).origin).toBe(ORIGIN);
    }
  });
  it("still switches ordinary pages", () => {
    expect(switchLocalePath("/fr/courses", "?q=x", "ar")).toBe("/courses?q=x");
    expect(switchLocalePath("/", "", "en")).toBe("/en");
    expect(switchLocalePath("/en", "", "fr")).toBe("/fr");
  });
});

describe("absolute addresses in pages", () => {
  const matches = [{ id: "root", data: { origin: ORIGIN } }];
  it.each(CRAFTED)("name our origin for %s", (path) => {
    expect(new URL(pageUrl({ pathname: path }, matches)).origin).toBe(ORIGIN);
    const request = new Request(`http://127.0.0.1:3000/`);
    expect(new URL(absoluteUrl(path, request, { publicOrigin: ORIGIN })).origin).toBe(ORIGIN);
    expect(new URL(absoluteUrl(path, request, {})).origin).toBe("http://127.0.0.1:3000");
    const meta = sharedPageMeta(translatorFor("fr"), "T", undefined, {
      url: pageUrl({ pathname: path }, matches),
      canonical: true,
    });
    for (const tag of meta) {
      const address = "href" in tag ? tag.href : "content" in tag ? tag.content : undefined;
      if (address?.includes("://")) expect(new URL(address).origin, address).toBe(ORIGIN);
    }
  });
});
