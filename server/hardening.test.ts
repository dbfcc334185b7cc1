// Requests as an attacker sends them (issue #12), on SQLite and PostgreSQL: methods we do not
// serve, NUL and broken escapes in addresses and bodies, bodies that are not forms, and bodies
// too large to hold, declared or streamed. Each is a clear 4xx, logged as one line (no stack
// trace), changes nothing, and leaves the server up.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countAnalyticsEvents } from "~/.server/db/repositories/analytics";
import { captureLogs } from "~/.server/testing/captured-logs";
import { findAllCourses } from "~/.server/db/repositories/courses";
import { countLearners } from "~/.server/db/repositories/learners";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { MAX_SAVE_BYTES } from "~/lib/course/course-form";
import { IMPORT_MAX_REQUEST_BYTES } from "~/features/course-transfer/manifest";
import { MAX_BODY_BYTES as ANALYTICS_MAX_BODY_BYTES } from "~/lib/analytics-events";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/.server/thumbnails/store-thumbnail";
import { FORM_MAX_BYTES } from "./request-guard";
import { CLASS_IMPORT_MAX_REQUEST_BYTES } from "~/features/classes/class-import-csv";
import { adminSessionCookie, insertCourseWithLesson, realRouteParams } from "./testing/fixtures";
import { rawRequest } from "./testing/raw-request";
import { dataPath, fillPath, postPath, routeMap } from "./testing/route-map";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const ADMIN_PASSWORD = "correct horse battery staple";
const MiB = 1024 * 1024;
/** As MEDIA_MAX_BYTES: the smallest it may be (1 MB), so a body past it is quick to send. */
const MEDIA_MAX_BYTES = 1_000_000;
/** A multipart body's start: an image file part whose bytes follow, for as long as they are read. */
const FILE_PART_HEAD =
  '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("hostile requests on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let courseId: string;
  let lessonId: string;
  let admin: string;
  const logs = captureLogs();
  /** How many lines were written before the current test. */
  let before = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, ADMIN_PASSWORD);
    ({ courseId, lessonId } = await insertCourseWithLesson(t.db));
    server = await startTestServer({
      db: t.db,
      build: vite.build,
      logger: logs.logger,
      mediaMaxBytes: MEDIA_MAX_BYTES,
    });
    admin = await adminSessionCookie(server.base, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(() => {
    before = logs.lines().length;
  });
  afterEach(() => {
    // A client's mistake is a warning at most, never an error with a stack trace.
    const lines = logs.lines().slice(before);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => "err" in line)).toEqual([]);
  });

  const stillUp = async () => expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(server.base + path, { method: "POST", body, redirect: "manual", headers });

  it("answers methods it does not serve with 405 and Allow, and OPTIONS with 204", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      for (const path of ["/", "/auth", `/course/${courseId}`, "/admin", "/api/analytics"]) {
        const res = await rawRequest(server.base, { method, path });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe("GET, HEAD, POST");
        // One warning an operator can grep, beside the request's own line.
        const id = String(res.headers["x-request-id"]);
        await logs.waitFor((line) => line.reqId === id && line.event === "request_refused");
        await logs.waitFor((line) => line.reqId === id && "res" in line);
      }
    }
    expect(
      logs
        .lines()
        .slice(before)
        .filter((line) => line.event === "request_refused" && line.status === 405),
    ).toHaveLength(25);
    expect((await rawRequest(server.base, { method: "OPTIONS", path: "/auth" })).status).toBe(204);
    await stillUp();
  });

  it("refuses NUL, half surrogate pairs and broken escapes in the address with 400", async () => {
    for (const path of [
      "/course/a%00b",
      `/course/${courseId}?lesson=%00`,
      "/courses?category=%00",
      "/courses?q=%D8%AA%00",
      "/courses?%00=1",
      "/%E0%A4%A",
      "/course/%ED%A0%80",
      "/admin/course/%00",
    ]) {
      const res = await fetch(server.base + path, {
        redirect: "manual",
        headers: { cookie: admin },
      });
      expect(res.status, path).toBe(400);
      expect(res.headers.get("cache-control"), path).toMatch(/no-store/);
      // The site's own Arabic page (issue #15), rendered for a fixed address: nothing of the
      // refused one is echoed back.
      const html = await res.text();
      expect(html, path).toContain('<html lang="ar" dir="rtl">');
      expect(html, path).toContain("<title>طلب غير صالح | معرفة</title>");
      expect(html, path).not.toMatch(/%00|%E0%A4%A|%ED%A0%80|%D8%AA|a%00b/);
      expect(res.headers.get("content-security-policy"), path).toContain("script-src");
    }
    // Where no page is asked for, the plain answer stays.
    const refusedPost = await post("/%E0%A4%A", new URLSearchParams({ a: "b" }));
    expect(refusedPost.status).toBe(400);
    expect(await refusedPost.text()).toContain("Bad Request");
    // The fixed address itself, asked for, is just a page that does not exist.
    expect((await fetch(`${server.base}/__refused-address`)).status).toBe(404);
    await stillUp();
  });

  it("refuses NUL in every form, urlencoded or multipart, and changes nothing", async () => {
    const signUp = { intent: "sign-up", email: "a\0@example.mr", password: "nouakchott breeze" };
    expect((await post("/auth", new URLSearchParams(signUp))).status).toBe(400);
    const multipart = new FormData();
    for (const [name, value] of Object.entries(signUp)) multipart.append(name, value);
    expect((await post("/auth", multipart)).status).toBe(400);
    const signIn = { intent: "sign-in", identifier: "22123456\0", password: "x" };
    expect((await post("/auth", new URLSearchParams(signIn))).status).toBe(400);
    expect((await post("/admin/login", new URLSearchParams({ password: "a\0b" }))).status).toBe(
      400,
    );
    const progress = { intent: "complete", lessonId: `${lessonId}\0`, position: "1" };
    expect((await post(`/course/${courseId}`, new URLSearchParams(progress))).status).toBe(400);
    const publish = { intent: "toggle", courseId: `${courseId}\0`, publish: "false" };
    expect(
      (await post("/admin?index", new URLSearchParams(publish), { cookie: admin })).status,
    ).toBe(400);
    expect(await countLearners(t.db)).toBe(0);
    expect((await findAllCourses(t.db)).map((c) => c.isPublished)).toEqual([true]);
  });

  it("refuses NUL and unpaired surrogates in the course editor's JSON, saving nothing", async () => {
    const course = {
      title: localizedText({ en: "Bad" }),
      description: localizedText({}),
      category: "Finance",
      difficultyLevel: "beginner",
      instructor: "",
      durationMinutes: 0,
      thumbnailUrl: "",
      videos: [],
      links: [],
    };
    for (const raw of [
      JSON.stringify({ ...course, title: { en: "Bad\0" } }),
      JSON.stringify(course).replace('"Bad"', '"\\u0000"'),
      JSON.stringify(course).replace('"Bad"', '"\\ud800"'),
    ]) {
      const res = await post("/admin/course/new", raw, {
        cookie: admin,
        "content-type": "application/json",
      });
      expect(res.status).toBe(400);
    }
    expect(await findAllCourses(t.db)).toHaveLength(1);
  });

  it("answers a body that is not a form with 415, and a broken form with 400", async () => {
    const learner = await post(
      "/auth",
      new URLSearchParams({
        intent: "sign-up",
        email: "b@example.mr",
        password: "nouakchott breeze",
      }),
    );
    const cookie = learner.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const routes: [string, string][] = [
      ["/auth", ""],
      ["/admin/login", ""],
      [`/course/${courseId}`, ""],
      ["/account", cookie],
      ["/admin?index", admin],
    ];
    for (const [path, cookie] of routes) {
      for (const headers of [
        {} as Record<string, string>,
        { "content-type": "application/json" },
        { "content-type": "text/plain" },
        { "content-type": "application/xml" },
      ]) {
        const res = await rawRequest(server.base, {
          method: "POST",
          path,
          headers: { ...headers, cookie },
          body: '{"intent":"sign-in"}',
        });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(415);
      }
      const broken = await rawRequest(server.base, {
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data; boundary=xyz", cookie },
        body: "--abc\r\nthis is not a part\r\n",
      });
      expect(broken.status, `${path} broken multipart`).toBe(400);
    }
    await stillUp();
  });

  it("refuses an analytics event with NUL before it reaches a batch", async () => {
    const before = await countAnalyticsEvents(t.db);
    const res = await post("/api/analytics", JSON.stringify({ name: "page_view", path: "/a\0" }), {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
    });
    expect(res.status).toBe(400);
    await server.analytics.flush();
    expect(await countAnalyticsEvents(t.db)).toBe(before);
  });

  /** The routes that take more than a form, and how much (uploads: the route's own JSON 413). */
  const LARGER_BODIES: Record<string, number> = {
    "routes/admin/course-editor": MAX_SAVE_BYTES,
    "routes/admin/upload-thumbnail": MAX_UPLOAD_REQUEST_BYTES,
    "routes/admin/import-courses": IMPORT_MAX_REQUEST_BYTES,
    // A class roster's CSV (issue #29, class-import).
    "routes/admin/class-import": CLASS_IMPORT_MAX_REQUEST_BYTES,
    // MEDIA_MAX_BYTES, small here (2 GB by default).
    "routes/admin/upload-media": MEDIA_MAX_BYTES,
    "routes/resources/analytics-beacon": ANALYTICS_MAX_BODY_BYTES,
  };
  let params: Awaited<ReturnType<typeof realRouteParams>> | undefined;
  /**
   * Every route of app/routes.ts, in every locale, and each page's `.data` twin, with the body it
   * takes at most and the cookie that gets a POST past its access check. A POST reaches the guard
   * whether or not the route has an action, so all of them.
   */
  const limits = async (): Promise<[string, number, string][]> => {
    params ??= await realRouteParams(t.db, { courseId, lessonId });
    const routes = routeMap(vite.build);
    const pages = new Set(routes.map((route) => route.page));
    expect(Object.keys(LARGER_BODIES).filter((page) => !pages.has(page))).toEqual([]);
    return routes.flatMap((route) => {
      const path = fillPath(route.path, (name) => params!(route, name));
      const limit = LARGER_BODIES[route.page] ?? FORM_MAX_BYTES;
      const cookie = path.startsWith("/admin") ? admin : "";
      const twin: [string, number, string][] = route.ui
        ? [[dataPath(route, path), limit, cookie]]
        : [];
      return [[postPath(route, path), limit, cookie], ...twin];
    });
  };

  it("refuses a body declared over its route's limit with 413, unread, and closes", async () => {
    for (const [path, limit, cookie] of await limits()) {
      const res = await rawRequest(server.base, {
        method: "POST",
        path,
        headers: {
          cookie,
          "content-type": "multipart/form-data; boundary=xyz",
          "content-length": String(limit + 1),
        },
      });
      expect(res.status, path).toBe(413);
      expect(res.headers.connection, path).toBe("close");
    }
    await stillUp();
  });

  it("refuses a chunked body without Content-Length as soon as it passes the limit", async () => {
    for (const [path, limit, cookie] of await limits()) {
      const res = await rawRequest(server.base, {
        method: "POST",
        path,
        headers: { cookie, "content-type": "multipart/form-data; boundary=xyz" },
        body: FILE_PART_HEAD,
        streamBytes: limit + 64 * MiB,
      });
      expect(res.status, path).toBe(413);
      // What loopback's socket buffers hold, never the 64 MiB offered.
      expect(res.sentBytes, path).toBeLessThan(limit + 16 * MiB);
    }
    await stillUp();
  });

  it("holds its memory under six parallel 100 MB bodies and stays responsive", async () => {
    const before = process.memoryUsage();
    const results = await Promise.all(
      ["/auth", "/admin/login", `/course/${courseId}`, "/auth", "/admin/login", "/account"].map(
        (path) =>
          rawRequest(server.base, {
            method: "POST",
            path,
            headers: { "content-type": "multipart/form-data; boundary=xyz" },
            body: FILE_PART_HEAD,
            streamBytes: 100 * MiB,
          }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(413));
    const after = process.memoryUsage();
    const grown = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
    expect(grown).toBeLessThan(64 * MiB);
    await stillUp();
  });
});
