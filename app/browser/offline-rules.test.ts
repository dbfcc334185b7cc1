// The service worker's rules (issue #17, decision 0033), apart from any browser.
import { describe, expect, it } from "vitest";
import {
  formatBytes,
  isCacheablePath,
  isMediaRequest,
  parseByteRange,
  rangeResponse,
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

describe("a saved media file's ranges (issue #28)", () => {
  const file = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 251));
  const kept = () => new Response(file, { headers: { "Content-Type": "video/mp4" } });
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it.each<[string | null, ReturnType<typeof parseByteRange>]>([
    [null, "whole"],
    ["bytes=0-", { start: 0, end: 999 }],
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=500-599", { start: 500, end: 599 }],
    ["bytes=990-", { start: 990, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["BYTES = 1 - 2", { start: 1, end: 2 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=5000-6000", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=0-1,5-6", "whole"],
    ["bytes=9-3", "whole"],
    ["items=0-1", "whole"],
    ["bytes=-", "whole"],
  ])("%s of 1000 bytes: %j", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it("answers the first bytes, the middle and an open end with 206 and Content-Range", async () => {
    const first = await rangeResponse(kept(), "bytes=0-99");
    expect(first.status).toBe(206);
    expect(first.headers.get("Content-Range")).toBe("bytes 0-99/1000");
    expect(first.headers.get("Content-Length")).toBe("100");
    expect(first.headers.get("Content-Type")).toBe("video/mp4");
    expect(first.headers.get("Accept-Ranges")).toBe("bytes");
    expect(await bytesOf(first)).toEqual(file.slice(0, 100));

    const middle = await rangeResponse(kept(), "bytes=500-599");
    expect(middle.headers.get("Content-Range")).toBe("bytes 500-599/1000");
    expect(await bytesOf(middle)).toEqual(file.slice(500, 600));

    const open = await rangeResponse(kept(), "bytes=990-");
    expect(open.status).toBe(206);
    expect(open.headers.get("Content-Range")).toBe("bytes 990-999/1000");
    expect(await bytesOf(open)).toEqual(file.slice(990));
  });

  it("answers beyond the end with 416 and the size, and without a range with the whole file", async () => {
    const beyond = await rangeResponse(kept(), "bytes=1000-");
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe("bytes */1000");
    expect(await beyond.text()).toBe("");

    const whole = await rangeResponse(kept(), null);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Length")).toBe("1000");
    expect(await bytesOf(whole)).toEqual(file);
  });

  it("takes lesson media and caption requests, from this site or the bucket's address", () => {
    const at = (url: string) => new URL(url, "https://maarifa.example");
    expect(isMediaRequest("video", at("https://cdn.example/x.mp4"))).toBe(true);
    expect(isMediaRequest("audio", at("/uploads/lesson-media/a.webm"))).toBe(true);
    expect(isMediaRequest("track", at("/course/c/captions/ar.vtt"))).toBe(true);
    expect(isMediaRequest("", at("/uploads/lesson-media/a.m4a"))).toBe(true);
    expect(isMediaRequest("image", at("/uploads/thumb.webp"))).toBe(false);
    expect(isMediaRequest("document", at("/course/c?lesson=1"))).toBe(false);
  });
});
