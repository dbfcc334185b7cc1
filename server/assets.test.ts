// Hashed client assets (issue #5): immutable for a year, and brotli-compressed once at build time
// (vite-precompress.ts) for browsers that accept it, with gzip on the fly for the others.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/.server/db/testing/test-databases";
import { loadServerBuild, startTestServer, type TestServer } from "./testing/test-server";

/** A GET whose body comes back as sent, still encoded. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("hashed assets", () => {
  let vite: Awaited<ReturnType<typeof loadServerBuild>>;
  let t: TestDatabase;
  let server: TestServer;
  let clientDir: string;
  // Large and repetitive enough that both compressions are worth it.
  const script = `export const greeting = ${JSON.stringify("مرحبا بكم ".repeat(400))};\n`;
  const brotliCopy = brotliCompressSync(script);

  beforeAll(async () => {
    vite = await loadServerBuild();
    t = await createTestDatabase("sqlite");
    clientDir = mkdtempSync(join(tmpdir(), "maarifa-client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "app-Ab12Cd34.js"), script);
    writeFileSync(join(clientDir, "assets", "app-Ab12Cd34.js.br"), brotliCopy);
    writeFileSync(join(clientDir, "assets", "plain-Ef56Gh78.js"), script);
    server = await startTestServer({ db: t.db, build: vite.build, clientDir });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
    await vite?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the build's brotli copy, typed as its original, to a browser that accepts brotli", async () => {
    const res = await rawGet(`${server.base}/assets/app-Ab12Cd34.js`, "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    // The very bytes the build wrote, not a compression made for this request.
    expect(res.body.equals(brotliCopy)).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, and the file itself to one without either", async () => {
    const gzip = await rawGet(`${server.base}/assets/app-Ab12Cd34.js`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers["vary"]).toMatch(/Accept-Encoding/i);

    const identity = await rawGet(`${server.base}/assets/app-Ab12Cd34.js`, "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it("compresses on the fly an asset the build left no copy of", async () => {
    const res = await rawGet(`${server.base}/assets/plain-Ef56Gh78.js`, "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    const encoding = res.headers["content-encoding"];
    const body = encoding === "br" ? brotliDecompressSync(res.body) : res.body;
    expect(body.toString()).toBe(script);
  });

  it("never serves a copy by a name the build did not write", async () => {
    const res = await rawGet(`${server.base}/assets/..%2Fapp-Ab12Cd34.js`, "br");
    expect(res.status).toBe(404);
  });

  it("carries only the headers a file needs, not a document's (a page has 30 files)", async () => {
    const res = await rawGet(`${server.base}/assets/app-Ab12Cd34.js`, "br");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const documentHeader of [
      "content-security-policy",
      "x-frame-options",
      "strict-transport-security",
      "cross-origin-opener-policy",
      "last-modified",
    ]) {
      expect(res.headers[documentHeader], documentHeader).toBeUndefined();
    }
    // Pages still get them all.
    const page = await rawGet(`${server.base}/`, "br");
    expect(page.headers["content-security-policy"]).toMatch(/script-src/);
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
