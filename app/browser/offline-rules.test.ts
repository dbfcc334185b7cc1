// The service worker's rules (issue #17, decision 0033), apart from any browser.
import { describe, expect, it } from "vitest";
import {
  formatBytes,
  isCacheablePath,
  offlinePathFor,
  OFFLINE_PATHS,
  shellAssetsOf,
  staleCaches,
} from "./offline-rules";

describe("offline rules", () => {
  it.each([
    ["/", true],
    ["/courses", true],
    ["/fr/course/abc", true],
    ["/assets/root-abc.css", true],
    ["/admin", false],
    ["/admin/course/new", false],
    ["/api/analytics", false],
    ["/account", false],
    ["/en/account", false],
    ["/auth", false],
    ["/fr/auth/forgot-password", false],
    ["/reset-password/token", false],
    ["/accountant-guide", true],
  ])("%s may be answered from a cache: %s", (path, expected) => {
    expect(isCacheablePath(path)).toBe(expected);
  });

  it("shows the offline page in the address's language", () => {
    expect(OFFLINE_PATHS).toEqual(["/offline", "/fr/offline", "/en/offline"]);
    expect(offlinePathFor("/course/x")).toBe("/offline");
    expect(offlinePathFor("/fr/course/x")).toBe("/fr/offline");
    expect(offlinePathFor("/en")).toBe("/en/offline");
  });

  it("drops older shells only, never a saved course", () => {
    expect(
      staleCaches(
        ["maarifa-shell:sw-a.js", "maarifa-shell:sw-b.js", "maarifa-saved:c1", "other"],
        "maarifa-shell:sw-b.js",
      ),
    ).toEqual(["maarifa-shell:sw-a.js"]);
  });

  it("finds the hashed files a page and a stylesheet name", () => {
    const html = `<link rel="stylesheet" href="/assets/root-Ab1.css"/><script src="/assets/enhance-x_2.js"></script><img src="/uploads/a.webp">`;
    expect(shellAssetsOf(html)).toEqual(["/assets/root-Ab1.css", "/assets/enhance-x_2.js"]);
    expect(shellAssetsOf("src:url(/assets/tajawal-400-Q9.woff2) format('woff2')")).toEqual([
      "/assets/tajawal-400-Q9.woff2",
    ]);
  });
});

describe("formatBytes (issue #27)", () => {
  // The space before the unit is whatever ICU puts there (a no-break space in French).
  const spaced = (text: string) => text.replace(/\s/g, " ");
  it("writes sizes in each locale's units and the site's digits", () => {
    expect(spaced(formatBytes(431_500, "ar"))).toBe("431.5 كيلوبايت");
    expect(spaced(formatBytes(431_500, "fr"))).toBe("431,5 ko");
    expect(spaced(formatBytes(431_500, "en"))).toBe("431.5 kB");
    expect(spaced(formatBytes(12_250_000, "en"))).toBe("12.3 MB");
    expect(spaced(formatBytes(12_250_000, "fr"))).toBe("12,3 Mo");
  });
});
