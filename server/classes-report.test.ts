// The donor report over HTTP (issue #29), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a
// teacher sees their own classes' report only, and asking for another's (page, `.data`, CSV)
// is a 404 that records nothing; editors and analysts are refused; the CSV has its BOM, the
// report's language, '< 5' where a class is small, and each download (CSV, printable version)
// writes one class.report_download entry per class.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { addClassMember, assignClassCourse, insertClass } from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { writeSiteSetting } from "~/.server/db/repositories/site-settings";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import type { AdminRole } from "~/lib/admin-roles";
import { localizedText } from "~/lib/localized-text";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const MONTH = new Date().toISOString().slice(0, 7);

describe.each(testDatabaseKinds())("the donor report over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  const cookies: Partial<Record<AdminRole | "other teacher", string>> = {};
  let classA: string;
  let classB: string;

  const get = (path: string, who: keyof typeof cookies) =>
    fetch(server.base + path, { headers: { cookie: cookies[who] ?? "" }, redirect: "manual" });
  const downloads = async () =>
    (
      await t.db
        .selectFrom("audit_log")
        .select(["details", "actor_name"])
        .where("action", "=", "class.report_download")
        .orderBy("at")
        .execute()
    ).map((row) => ({
      ...(JSON.parse(row.details) as Record<string, unknown>),
      by: row.actor_name,
    }));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build });
    const ids: Partial<Record<keyof typeof cookies, string>> = {};
    for (const who of ["owner", "editor", "analyst", "teacher", "other teacher"] as const) {
      ids[who] = await insertAdministrator(t.db, {
        name: `Report ${who}`,
        identifier: `${who.replace(" ", "-")}@report.example`,
        role: who === "other teacher" ? "teacher" : who,
        passwordHash: "$argon2id$unused",
      });
      const { token } = await createAdminSession(t.db, new Date(), ids[who] ?? null);
      cookies[who] = `${ADMIN_SESSION_COOKIE}=${token}`;
    }
    const course = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgeting", ar: "الميزانية", fr: "Le budget" }) }),
    );
    await insertLessons(t.db, course, [
      {
        title: localizedText({ en: "One" }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 5,
      },
    ]);
    const [lesson] = await findLessonsByCourseId(t.db, course);
    const fields = { description: "", startsOn: null, endsOn: null };
    classA = await insertClass(
      t.db,
      { ...fields, name: "Class Alpha", teacherIds: [ids.teacher ?? ""] },
      new Date(Date.now() - 60_000),
    );
    classB = await insertClass(
      t.db,
      { ...fields, name: "Class Beta", teacherIds: [ids["other teacher"] ?? ""] },
      new Date(),
    );
    for (const klass of [classA, classB])
      await assignClassCourse(t.db, klass, course, null, new Date());
    // Alpha: 6 learners, all finished the lesson; Beta: 2, one finished.
    for (const [klass, size, finished] of [
      [classA, 6, 6],
      [classB, 2, 1],
    ] as const) {
      for (let n = 0; n < size; n += 1) {
        const id = await insertLearner(t.db, {
          email: `${klass}-${n}@example.mr`,
          phone: null,
          passwordHash: "x",
        });
        await addClassMember(
          t.db,
          { classId: klass, learnerId: id, name: `L${n}`, source: "import" },
          new Date(Date.now() - 3_600_000),
        );
        if (n < finished && lesson) await insertLessonProgress(t.db, id, [lesson.id]);
      }
    }
    await writeSiteSetting(t.db, "organisation_name", "Association Nour", new Date());
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("shows a teacher their own classes' report only", async () => {
    const response = await get("/admin/classes/report", "teacher");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Class Alpha");
    expect(html).not.toContain("Class Beta");
    expect(html).toContain("Association Nour");
    // An English administrator's report is in Arabic unless French is asked for.
    expect(html).toContain("تقرير المانحين");
    expect(html).toContain('class="class-report-sheet');
    expect(await downloads()).toEqual([]);
  });

  it("answers a teacher asking for another's class with a 404, page, .data and CSV alike", async () => {
    for (const path of [
      `/admin/classes/report?class=${classB}`,
      `/admin/classes/report.data?class=${classB}`,
      `/admin/classes/report?class=${classB}&print=1`,
      `/admin/classes/report.csv?class=${classB}`,
      `/admin/classes/report.csv?class=no-such-class`,
    ]) {
      const response = await get(path, "teacher");
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Class Beta");
    }
    expect(await downloads()).toEqual([]);
  });

  it("refuses editors and analysts", async () => {
    for (const who of ["editor", "analyst"] as const) {
      for (const path of [
        "/admin/classes/report",
        "/admin/classes/report.data",
        "/admin/classes/report.csv",
      ]) {
        const response = await get(path, who);
        expect(response.status, `${who} ${path}`).toBe(403);
        expect(await response.text()).not.toContain("Class Alpha");
      }
    }
    expect(await downloads()).toEqual([]);
  });

  it("downloads the CSV with its BOM, its language and '< 5' for a small class, audited", async () => {
    const response = await get(`/admin/classes/report.csv?month=${MONTH}&lang=fr`, "owner");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain(`donor-report-${MONTH}.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Organisation,Période,Classe,Cours,Inscrits,Actifs ces 7 derniers jours,Actifs ces 30 derniers jours,Ont terminé,Certificats délivrés,Meilleur score médian aux quiz",
    );
    const period = `${MONTH}-01 – `;
    const alpha = lines.filter((line) => line.includes("Class Alpha"));
    const beta = lines.filter((line) => line.includes("Class Beta"));
    expect(alpha).toHaveLength(2);
    expect(alpha[1]).toMatch(
      new RegExp(`^Association Nour,${period}[\\d-]+,Class Alpha,Le budget,6,6,6,6,0,—$`),
    );
    expect(beta[0]).toMatch(/,Class Beta,Tous les cours attribués,< 5,< 5,< 5,< 5,0,—$/);
    expect(beta[1]).toMatch(/,Class Beta,Le budget,< 5,< 5,< 5,< 5,0,—$/);
    expect(await downloads()).toEqual([
      expect.objectContaining({
        classId: classA,
        className: "Class Alpha",
        format: "csv",
        lang: "fr",
        by: "Report owner",
      }),
      expect.objectContaining({
        classId: classB,
        className: "Class Beta",
        format: "csv",
        lang: "fr",
      }),
    ]);
  });

  it("records the printable version, for the teacher's class only", async () => {
    const before = (await downloads()).length;
    const response = await get(`/admin/classes/report?print=1&class=${classA}`, "teacher");
    expect(response.status).toBe(200);
    const after = await downloads();
    expect(after.slice(before)).toEqual([
      expect.objectContaining({
        classId: classA,
        format: "print",
        lang: "ar",
        by: "Report teacher",
      }),
    ]);
  });

  it("says a period that is not one is not, and changes nothing", async () => {
    const before = (await downloads()).length;
    const page = await get("/admin/classes/report?from=2026-10-10&to=2026-10-01", "owner");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a month");
    const csv = await get("/admin/classes/report.csv?month=2026-13", "owner");
    expect(csv.status).toBe(400);
    expect((await downloads()).length).toBe(before);
  });
});
