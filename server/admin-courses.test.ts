// Every admin course action over HTTP, with and without a session: without one the answer is
// 401 with no course data, and nothing changes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { findCourseById, insertCourse, type NewCourse } from "~/.server/db/repositories/courses";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { loadServerBuild, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const course: NewCourse = {
  title: localizedText({ en: "Secret draft title" }),
  description: localizedText({ en: "Draft description" }),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 0,
  instructorName: "",
  isPublished: false,
};

describe.each(testDatabaseKinds())("admin course actions over HTTP on %s", (kind) => {
  let vite: Awaited<ReturnType<typeof loadServerBuild>>;
  let build: ServerBuild;
  let t: TestDatabase;
  let server: TestServer;
  let adminCookie: string;
  let courseId: string;

  beforeAll(async () => {
    vite = await loadServerBuild();
    build = vite.build;
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build });
    adminCookie = `${ADMIN_SESSION_COOKIE}=${(await createAdminSession(t.db)).token}`;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
    await vite?.close();
  });

  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
    courseId = await insertCourse(t.db, course);
  });

  function request(path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", server.base);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(server.base + path, { ...init, headers, redirect: "manual" });
  }

  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const json = (body: unknown) => ({
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  const validCourse = { title: { en: "Created" }, category: "Design", difficultyLevel: "beginner" };

  describe("without an admin session", () => {
    it.each([
      ["the dashboard page", "/admin", {}],
      ["the dashboard data", "/admin.data", {}],
      ["the editor page", "/admin/course/ID", {}],
      ["the editor data", "/admin/course/ID.data", {}],
      ["publishing", "/admin?index", form({ intent: "toggle", courseId: "ID", publish: "true" })],
      ["deleting", "/admin?index", form({ intent: "delete", courseId: "ID" })],
      ["saving an edit", "/admin/course/ID", json({ ...validCourse, title: { en: "Hacked" } })],
      ["creating", "/admin/course/new", json(validCourse)],
    ])("refuses %s with 401 and no course data", async (_what, path, init) => {
      const response = await request(path.replace("ID", courseId), init as RequestInit);
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).not.toContain("Secret draft title");
      expect(body).not.toContain("Draft description");
      // Nothing changed.
      expect(await findCourseById(t.db, courseId)).toMatchObject({
        title: { en: "Secret draft title" },
        isPublished: false,
      });
      expect(await t.db.selectFrom("courses").select("id").execute()).toHaveLength(1);
    });

    it("refuses a forged session cookie", async () => {
      const response = await request("/admin.data", {
        cookie: `${ADMIN_SESSION_COOKIE}=forged-token-value`,
      });
      expect(response.status).toBe(401);
    });
  });

  describe("with an admin session", () => {
    it("shows the dashboard with drafts, never cached", async () => {
      const response = await request("/admin", { cookie: adminCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("Secret draft title");
    });

    it("publishes and deletes", async () => {
      const toggle = await request("/admin?index", {
        ...form({ intent: "toggle", courseId, publish: "true" }),
        cookie: adminCookie,
      });
      expect(toggle.status).toBe(200);
      expect((await findCourseById(t.db, courseId))?.isPublished).toBe(true);

      const remove = await request("/admin?index", {
        ...form({ intent: "delete", courseId }),
        cookie: adminCookie,
      });
      expect(remove.status).toBe(200);
      expect(await findCourseById(t.db, courseId)).toBeNull();
    });

    it("answers 404 'Error deleting course' for a course that is gone", async () => {
      const response = await request("/admin?index", {
        ...form({ intent: "delete", courseId: crypto.randomUUID() }),
        cookie: adminCookie,
      });
      expect(response.status).toBe(404);
    });

    it("creates a course and redirects to the dashboard with the flash message", async () => {
      const response = await request("/admin/course/new", {
        ...json(validCourse),
        cookie: adminCookie,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin");
      expect(response.headers.getSetCookie().join()).toContain("maarifa_flash=course-created");
      const titles = (await t.db.selectFrom("courses").select("title").execute()).map(
        (r) => r.title,
      );
      expect(titles).toContain("Created");
    });

    it("saves an edit and refuses invalid input with the specification's messages", async () => {
      const saved = await request(`/admin/course/${courseId}`, {
        ...json({ ...validCourse, title: { en: "Edited" } }),
        cookie: adminCookie,
      });
      expect(saved.status).toBe(302);
      expect((await findCourseById(t.db, courseId))?.title.en).toBe("Edited");

      const missing = await request(`/admin/course/${courseId}`, {
        ...json({ ...validCourse, title: { en: "" } }),
        cookie: adminCookie,
      });
      expect(missing.status).toBe(400);
      const body = await missing.text();
      expect(body).toContain("Missing fields");
      expect(body).toContain("Please fill in title and category");
      expect((await findCourseById(t.db, courseId))?.title.en).toBe("Edited");
    });

    // Issue #14: errors by field path, through the editor's own (script) path.
    it("refuses a bad video link and link URL with each field's path, changing nothing", async () => {
      const video = (youtubeUrl: string) => ({
        title: { en: "V" },
        youtubeUrl,
        durationMinutes: 5,
      });
      const response = await request(`/admin/course/${courseId}.data`, {
        ...json({
          ...validCourse,
          title: { en: "Not saved" },
          videos: [
            video("https://youtu.be/dQw4w9WgXcQ"),
            video("https://youtu.be/dQw4w9WgXcQ"),
            video("https://vimeo.com/1"),
          ],
          links: [{ title: { en: "Bank" }, url: "javascript:alert(1)" }],
        }),
        cookie: adminCookie,
      });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain("videos.2.youtubeUrl");
      expect(body).toContain("Video 3");
      expect(body).toContain("links.0.url");
      expect((await findCourseById(t.db, courseId))?.title.en).toBe("Secret draft title");
    });

    it("answers a save whose session has ended with 401 and 'sessionEnded', changing nothing", async () => {
      const response = await request(`/admin/course/${courseId}.data`, {
        ...json({ ...validCourse, title: { en: "Typed before the session ended" } }),
        cookie: `${ADMIN_SESSION_COOKIE}=ended-session-token`,
      });
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).toContain("sessionEnded");
      expect(body).not.toContain("Secret draft title");
      expect((await findCourseById(t.db, courseId))?.title.en).toBe("Secret draft title");
    });

    it("creates a course titled in Arabic only, shown by that title on every public page", async () => {
      const titleAr = "أساسيات التسويق الرقمي";
      const created = await request("/admin/course/new", {
        ...json({
          ...validCourse,
          title: { ar: titleAr },
          durationMinutes: "",
          videos: [
            {
              title: { ar: "مقدمة" },
              youtubeUrl: "youtu.be/dQw4w9WgXcQ?t=30",
              durationMinutes: 20,
            },
            {
              title: { ar: "التطبيق" },
              youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
              durationMinutes: 25,
            },
          ],
          links: [{ title: { en: "البنك المركزي" }, url: "www.bcm.mr" }],
        }),
        cookie: adminCookie,
      });
      expect(created.status).toBe(302);
      const row = await t.db
        .selectFrom("courses")
        .select(["id", "title", "duration_minutes"])
        .where("title_ar", "=", titleAr)
        .executeTakeFirstOrThrow();
      expect(row.title).toBe("");
      expect(Number(row.duration_minutes)).toBe(45);
      await request("/admin?index", {
        ...form({ intent: "toggle", courseId: row.id, publish: "true" }),
        cookie: adminCookie,
      });

      const editor = await (
        await request(`/admin/course/${row.id}`, { cookie: adminCookie })
      ).text();
      expect(editor).toContain(titleAr);
      for (const path of ["/", "/courses", `/courses?q=${encodeURIComponent("التسويق")}`]) {
        const page = await (await request(path)).text();
        expect(page, path).toContain(`href="/course/${row.id}"`);
        expect(page, path).toContain(titleAr);
      }
      const coursePage = await (await request(`/course/${row.id}`)).text();
      expect(coursePage).toMatch(new RegExp(`<title>${titleAr}`));
      expect(coursePage).toContain('href="https://www.bcm.mr"');
      // The link's start time reaches the player (the facade's link and its frame's address).
      expect(coursePage).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30s");
      expect(coursePage).toContain("embed/dQw4w9WgXcQ?autoplay=1&amp;start=30");
    });

    // Issue #15: French content through the editor's action, as the editor's script sends it.
    it("creates a course titled in French only, edits its French text, and finds it by it", async () => {
      const created = await request("/admin/course/new", {
        ...json({
          ...validCourse,
          title: { fr: "Économie de la boutique" },
          description: { fr: "Tenir la trésorerie d’un commerce" },
          videos: [
            {
              title: { en: "Intro", fr: "Première leçon" },
              description: { fr: "Pourquoi compter" },
              youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
              durationMinutes: 5,
            },
          ],
          links: [{ title: { en: "Central bank", fr: "Banque centrale" }, url: "www.bcm.mr" }],
        }),
        cookie: adminCookie,
      });
      expect(created.status).toBe(302);
      const row = await t.db
        .selectFrom("courses")
        .select(["id", "title", "title_ar", "title_fr", "description_fr"])
        .where("title_fr", "=", "Économie de la boutique")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        title: "",
        title_ar: "",
        description_fr: "Tenir la trésorerie d’un commerce",
      });
      const lessons = await t.db
        .selectFrom("course_videos")
        .select(["title_fr", "description_fr"])
        .where("course_id", "=", row.id)
        .execute();
      expect(lessons).toEqual([{ title_fr: "Première leçon", description_fr: "Pourquoi compter" }]);
      const links = await t.db
        .selectFrom("course_links")
        .select(["title", "title_fr"])
        .where("course_id", "=", row.id)
        .execute();
      expect(links).toEqual([{ title: "Central bank", title_fr: "Banque centrale" }]);

      // The editor shows them again.
      const editor = await (
        await request(`/admin/course/${row.id}`, { cookie: adminCookie })
      ).text();
      for (const text of [
        "Économie de la boutique",
        "Tenir la trésorerie d’un commerce",
        "Première leçon",
        "Pourquoi compter",
        "Banque centrale",
      ]) {
        expect(editor).toContain(text);
      }

      // An edit of the French text alone is saved and named in the audit entry.
      const lesson = await t.db
        .selectFrom("course_videos")
        .select("id")
        .where("course_id", "=", row.id)
        .executeTakeFirstOrThrow();
      const edited = await request(`/admin/course/${row.id}`, {
        ...json({
          ...validCourse,
          title: { fr: "Économie des commerces" },
          description: { fr: "Tenir la trésorerie" },
          videos: [
            {
              id: lesson.id,
              title: { en: "Intro", fr: "Leçon révisée" },
              youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
              durationMinutes: 5,
            },
          ],
          links: [{ title: { en: "Central bank" }, url: "https://www.bcm.mr" }],
        }),
        cookie: adminCookie,
      });
      expect(edited.status).toBe(302);
      expect(await findCourseById(t.db, row.id)).toMatchObject({
        title: { fr: "Économie des commerces" },
        description: { fr: "Tenir la trésorerie" },
      });
      const entry = await t.db
        .selectFrom("audit_log")
        .select("details")
        .where("course_id", "=", row.id)
        .where("action", "=", "course.update")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(entry.details)).toMatchObject({
        fields: [
          {
            field: "titleFr",
            label: "French title",
            from: "Économie de la boutique",
            to: "Économie des commerces",
          },
          { field: "descriptionFr", label: "French description" },
        ],
        lessons: { edited: 1 },
        links: { edited: 1 },
      });

      // Published, the catalogue finds it by its French words, accents or not.
      await request("/admin?index", {
        ...form({ intent: "toggle", courseId: row.id, publish: "true" }),
        cookie: adminCookie,
      });
      for (const q of ["economie commerces", "ÉCONOMIE", "tresorerie", "revisee"]) {
        const page = await (await request(`/courses?q=${encodeURIComponent(q)}`)).text();
        expect(page, q).toContain(`href="/course/${row.id}"`);
      }
      // And the dashboard's search too.
      const dashboard = await (
        await request(`/admin?q=${encodeURIComponent("economie")}`, { cookie: adminCookie })
      ).text();
      expect(dashboard).toContain(row.id);
    });

    it("shows 'Error loading course' for an unknown id", async () => {
      const response = await request(`/admin/course/${crypto.randomUUID()}`, {
        cookie: adminCookie,
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Error loading course");
    });
  });
});

describe("when the courses cannot be read", () => {
  it("the dashboard says 'Error loading courses' with the message, and the editor 'Error loading course'", async () => {
    const vite = await loadServerBuild();
    const t = await createTestDatabase("sqlite");
    const server = await startTestServer({ db: t.db, build: vite.build });
    try {
      const cookie = `${ADMIN_SESSION_COOKIE}=${(await createAdminSession(t.db)).token}`;
      // Sessions still work; the course tables are gone, as after a botched restore.
      await t.db.schema.dropTable("course_links").execute();
      await t.db.schema.dropTable("course_videos").execute();
      await t.db.schema.dropTable("courses").execute();
      const headers = { cookie };
      const dashboard = await fetch(`${server.base}/admin`, { headers });
      expect(dashboard.status).toBe(500);
      const html = await dashboard.text();
      expect(html).toContain("Error loading courses");
      expect(html).toContain("no such table");

      const editor = await fetch(`${server.base}/admin/course/${crypto.randomUUID()}`, { headers });
      expect(editor.status).toBe(500);
      expect(await editor.text()).toContain("Error loading course");
    } finally {
      await server.close();
      await t.destroy();
      await vite.close();
    }
  }, 60_000);
});
