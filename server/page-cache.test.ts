// The page cache's bounds and staleness, without a server.
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_MAX_AGE_MS, PageCache, preparePage, type RenderedPage } from "./page-cache";

function page(version: number, text: string): Promise<RenderedPage> {
  return preparePage(
    {
      version,
      origin: "http://localhost:3000",
      status: 200,
      headers: [["content-type", "text/html"]],
      csp: undefined,
    },
    Buffer.from(text),
  );
}

describe("preparePage", () => {
  it("compresses once in brotli and gzip, and tags equal bytes with equal strong ETags", async () => {
    const html = `<!DOCTYPE html><html lang="ar">${"<p>مرحبا بكم</p>".repeat(200)}</html>`;
    const a = await page(1, html);
    const b = await page(2, html);
    expect(brotliDecompressSync(a.bodies.br).toString()).toBe(html);
    expect(gunzipSync(a.bodies.gzip).toString()).toBe(html);
    expect(a.bodies.br.length).toBeLessThan(a.bodies.gzip.length);
    expect(a.etag).toBe(b.etag);
    expect((await page(1, html + " ")).etag).not.toBe(a.etag);
  });
});

describe("PageCache", () => {
  it("evicts the least recently used page beyond its entry bound", async () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("/a", await page(1, "a"));
    cache.set("/b", await page(1, "b"));
    expect(cache.get("/a", 1)).toBeDefined(); // /a is now the most recently used
    cache.set("/c", await page(1, "c"));
    expect(cache.size).toBe(2);
    expect(cache.get("/b", 1)).toBeUndefined();
    expect(cache.get("/a", 1)).toBeDefined();
    expect(cache.get("/c", 1)).toBeDefined();
  });

  it("evicts beyond its byte bound, and does not keep a page too big for it", async () => {
    const big = "x".repeat(20_000); // incompressible enough: brotli and gzip add little on top
    const one = await page(1, big);
    const size = one.bodies.identity.length + one.bodies.br.length + one.bodies.gzip.length;
    const cache = new PageCache({ maxBytes: Math.floor(size * 5.5) });
    for (const key of ["/1", "/2", "/3", "/4", "/5", "/6"]) cache.set(key, await page(1, big));
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.size).toBe(5);
    expect(cache.get("/1", 1)).toBeUndefined();

    const small = new PageCache({ maxBytes: size * 2 });
    small.set("/huge", one);
    expect(small.size).toBe(0);
  });

  it("treats a page rendered at another content version as absent, and drops older ones", async () => {
    const cache = new PageCache();
    cache.set("/a", await page(1, "a"));
    cache.set("/b", await page(1, "b"));
    expect(cache.get("/a", 2)).toBeUndefined();
    // Version 2 was seen: every page rendered before it is gone, and a late one is refused.
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set("/b", await page(1, "b"));
    expect(cache.get("/b", 2)).toBeUndefined();
    cache.set("/b", await page(2, "b"));
    expect(cache.get("/b", 2)).toBeDefined();
  });

  it("renders a page again once it is PAGE_MAX_AGE_MS old, though no course changed (issue #27)", async () => {
    const cache = new PageCache();
    expect(cache.maxAgeMs).toBe(PAGE_MAX_AGE_MS);
    const stored = 1_000_000;
    cache.set("/", await page(1, "home"), stored);
    expect(cache.get("/", 1, stored + PAGE_MAX_AGE_MS - 1)).toBeDefined();
    // A hit does not make the page younger: its figures are as old as its render.
    expect(cache.get("/", 1, stored + PAGE_MAX_AGE_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
