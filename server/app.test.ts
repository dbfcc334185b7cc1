// The whole request path — Express, security headers, React Router, loaders, repositories —
// against a real database, with the app built by Vite in-process (no `npm run build` needed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/.server/db/testing/test-databases";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLessons } from "~/.server/db/repositories/lessons";
import { captureLogs } from "~/.server/testing/captured-logs";
import { serverBuildForFile, startTestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();

async function serve(t: TestDatabase) {
  const logs = captureLogs();
  const server = await startTestServer({ db: t.db, build: vite.build, logger: logs.logger });
  return {
    base: server.base,
    logs,
    get: (path: string) => fetch(server.base + path, { redirect: "manual" }),
    close: () => server.close(),
  };
}

describe("the server on a working database", () => {
  let t: TestDatabase;
  let server: Awaited<ReturnType<typeof serve>>;
  let publishedId: string;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    publishedId = await insertCourse(t.db, {
      title: localizedText({ en: "Budgeting", ar: "إعداد الميزانية" }),
      description: localizedText({ ar: "خطط لدخلك" }),
      thumbnailUrl: "",
      category: "Finance",
      difficultyLevel: "beginner",
      durationMinutes: 90,
      instructorName: "",
      isPublished: true,
    });
    await insertLessons(t.db, publishedId, [
      {
        title: localizedText({ en: "Intro", ar: "مقدمة" }),
        description: localizedText({}),
        youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
        durationMinutes: 5,
      },
    ]);
    draftId = await insertCourse(t.db, {
      title: localizedText({ en: "Secret draft", ar: "مسودة سرية" }),
      description: localizedText({}),
      thumbnailUrl: "",
      category: "Business",
      difficultyLevel: "beginner",
      durationMinutes: 0,
      instructorName: "",
      isPublished: false,
    });
    server = await serve(t);
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("renders the home page in Arabic, right to left, with security headers", async () => {
    const res = await server.get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain("إعداد الميزانية");
    expect(html).not.toContain("مسودة سرية");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // A public page loads no React (decision 0011): one script file, no inline script, and that
    // one carries this response's nonce like any script would have to.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\bsrc="[^"]*\/enhance[^"]*"/);
    expect(scripts[0]).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // The editor accepts http:// and https:// image URLs; both must be allowed to display.
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(imgSrc).toEqual(expect.arrayContaining(["'self'", "https:", "http:"]));
  });

  it("gives each rendering its own nonce, and a cached page the nonce it was rendered with", async () => {
    const nonceIn = async (res: Response) => {
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      return nonce;
    };
    // Two pages are two renderings; the same page again is the stored copy (decision 0008).
    const a = await nonceIn(await server.get("/courses"));
    const b = await nonceIn(await server.get("/"));
    const again = await nonceIn(await server.get("/courses"));
    expect(a).not.toBe(b);
    expect(again).toBe(a);
  });

  it("serves a published course and 404s drafts and unknown ids", async () => {
    expect((await server.get(`/course/${publishedId}`)).status).toBe(200);
    const draft = await server.get(`/course/${draftId}`);
    expect(draft.status).toBe(404);
    const draftHtml = await draft.text();
    expect(draftHtml).toContain("الدورة غير موجودة");
    expect(draftHtml).not.toContain("مسودة سرية");
    expect((await server.get("/course/not-a-course")).status).toBe(404);
  });

  it("answers unknown paths with the 404 page and logs the path", async () => {
    const res = await server.get("/no/such/page?q=1");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("عذرًا! الصفحة غير موجودة");
    // The request's own line: a client's mistake at info, without the query.
    const id = res.headers.get("x-request-id");
    expect(await server.logs.waitFor((line) => line.reqId === id && "res" in line)).toMatchObject({
      level: 30,
      req: { method: "GET", path: "/no/such/page" },
      res: { statusCode: 404 },
    });
  });

  it("shows a route error other than 404 with its status, in Arabic, and a title", async () => {
    // The home page has no action, so React Router answers a POST with a 405 error response.
    const res = await fetch(`${server.base}/`, { method: "POST", redirect: "manual" });
    expect(res.status).toBe(405);
    // React separates adjacent text with empty comments; the visitor reads "405 طلب غير صالح".
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("حدث خطأ غير متوقع!");
    expect(html).toContain('<span dir="ltr">405</span> طلب غير صالح');
    // Not the router's English status text, and not an empty title (issue #15).
    expect(html).not.toContain("Method Not Allowed");
    expect(html).toContain("<title>طلب غير صالح | معرفة</title>");
    expect(html).not.toContain("عذرًا! الصفحة غير موجودة");
  });

  it("reports health and readiness", async () => {
    const res = await server.get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    const ready = await server.get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("the server when the database fails", () => {
  let t: TestDatabase;
  let server: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    server = await serve(t);
    // Every query from now on throws, as it would with the database gone.
    await t.db.destroy();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("shows the router error screen with HTTP 500 and no internals", async () => {
    const res = await server.get("/");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("حدث خطأ غير متوقع!");
    // The server's error message is never shown: the status in Arabic instead (issue #15).
    expect(html).toContain("خطأ في الخادم");
    expect(html).toContain("<title>خطأ في الخادم | معرفة</title>");
    expect(html).not.toContain("Unexpected Server Error");
    expect(html).not.toContain("destroyed");
  });

  it("stays alive on /healthz and reports not ready on /readyz", async () => {
    expect((await server.get("/healthz")).status).toBe(200);
    const ready = await server.get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
  });
});
