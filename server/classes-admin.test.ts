// The class admin screens over HTTP (issue #29), on both databases: a teacher sees and manages
// only the classes they teach (another class's Manage page, its `.data` address and every intent
// posted to it answer 404 and change nothing), cannot create, archive, delete a class or choose
// its teachers (403); editors and analysts get nothing of classes (403); a teacher signing in
// lands on their classes, and the header shows them only what they may use. An owner's whole
// journey works as plain forms (no JavaScript): create, join link, delete asked first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import {
  addClassMember,
  assignClassCourse,
  findClass,
  insertClass,
} from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
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
import { hashPassword } from "~/features/admin-auth/password.server";
import type { AdminRole } from "~/lib/admin-roles";
import { localizedText } from "~/lib/localized-text";
import { cookieFrom, decodeHtmlEntities } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const TEACHER_PASSWORD = "the teacher's own passphrase";
const PUBLIC_ORIGIN = "https://maarifa.example.mr";

/** Every intent of the Manage page, with fields that would be valid for `made`. */
function everyIntent(made: Made, otherCourseId: string): Record<string, string>[] {
  return [
    { intent: "update", name: "Taken over", description: "", startsOn: "", endsOn: "" },
    { intent: "archive" },
    { intent: "unarchive" },
    { intent: "delete" },
    { intent: "teachers" },
    { intent: "assign", courseId: otherCourseId, dueOn: "" },
    { intent: "due", courseId: made.courseId, dueOn: "2027-02-01" },
    { intent: "unassign", courseId: made.courseId },
    { intent: "join-code", change: "on" },
    { intent: "remove-learner", learnerId: made.learnerId },
  ];
}

interface Made {
  classId: string;
  courseId: string;
  learnerId: string;
}

describe.each(testDatabaseKinds())("the class admin screens over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  const ids: Partial<Record<"owner" | "teacherA" | "teacherB" | "editor" | "analyst", string>> = {};
  let classA: Made;
  let classB: Made;
  let spareCourse: string;

  async function makeClass(db: Database, name: string, teacherId: string): Promise<Made> {
    const now = new Date();
    const classId = await insertClass(
      db,
      { name, description: "", startsOn: "2026-09-01", endsOn: null, teacherIds: [teacherId] },
      now,
    );
    const courseId = await insertCourse(
      db,
      testCourse({ title: localizedText({ en: `${name} course` }), isPublished: true }),
    );
    await assignClassCourse(db, classId, courseId, "2026-12-31", now);
    const learnerId = await insertLearner(db, {
      email: null,
      phone: `+2222${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      passwordHash: "not a real hash",
    });
    await addClassMember(
      db,
      { classId, learnerId, name: `${name} learner`, source: "import" },
      now,
    );
    return { classId, courseId, learnerId };
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({
      db: t.db,
      build: vite.build,
      trustProxy: 1,
      publicOrigin: PUBLIC_ORIGIN,
    });
    const people: [keyof typeof ids, AdminRole, string][] = [
      ["owner", "owner", "Owner One"],
      ["teacherA", "teacher", "Teacher Aminetou"],
      ["teacherB", "teacher", "Teacher Brahim"],
      ["editor", "editor", "Editor Ely"],
      ["analyst", "analyst", "Analyst Aly"],
    ];
    for (const [key, role, name] of people) {
      ids[key] = await insertAdministrator(t.db, {
        name,
        identifier: `${key.toLowerCase()}@classes.example`,
        role,
        passwordHash:
          key === "teacherA" ? await hashPassword(TEACHER_PASSWORD) : "$argon2id$not-used",
      });
    }
    classA = await makeClass(t.db, "Class Alpha", ids.teacherA!);
    classB = await makeClass(t.db, "Class Beta", ids.teacherB!);
    spareCourse = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Spare" }), isPublished: true }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  let ip = 0;
  async function as(who: keyof typeof ids) {
    const { token } = await createAdminSession(t.db, new Date(), ids[who] ?? null);
    const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
    const headers = () => ({
      cookie,
      "x-forwarded-for": `198.51.100.${(ip++ % 250) + 1}`,
    });
    return {
      get: (path: string) => fetch(server.base + path, { headers: headers(), redirect: "manual" }),
      post: (path: string, fields: Record<string, string> | URLSearchParams) =>
        fetch(server.base + path, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: {
            ...headers(),
            origin: server.base,
            "content-type": "application/x-www-form-urlencoded",
          },
          redirect: "manual",
        }),
    };
  }

  /** Every row a class write could change, and the audit log. */
  async function snapshot(): Promise<string> {
    const rows: Record<string, unknown> = {};
    for (const table of [
      "classes",
      "class_teachers",
      "class_members",
      "class_courses",
      "learners",
      "audit_log",
    ] as const) {
      rows[table] = await t.db.selectFrom(table).selectAll().execute();
    }
    return JSON.stringify(rows);
  }

  it("shows a teacher only the classes they teach, and only the links they may use", async () => {
    const teacher = await as("teacherA");
    const response = await teacher.get("/admin/classes");
    expect(response.status).toBe(200);
    const html = decodeHtmlEntities(await response.text());
    expect(html).toContain("Class Alpha");
    expect(html).not.toContain("Class Beta");
    expect(html).toContain(`href="/admin/classes/${classA.classId}"`);
    expect(html).toContain(`href="/admin/classes/${classA.classId}/manage"`);
    // No 'New class' form, no link a teacher cannot use.
    expect(html).not.toContain('name="intent" value="create"');
    expect(html).toContain('href="/admin/classes"');
    for (const hidden of ["/admin/audit", "/admin/administrators", "/admin/settings"]) {
      expect(html, hidden).not.toContain(`href="${hidden}"`);
    }
    const owner = decodeHtmlEntities(
      await (await (await as("owner")).get("/admin/classes")).text(),
    );
    expect(owner).toContain("Class Alpha");
    expect(owner).toContain("Class Beta");
    expect(owner).toContain('name="intent" value="create"');
    // The owner picks teachers among the teacher-role administrators only.
    expect(owner).toContain(`value="${ids.teacherA}"`);
    expect(owner).not.toContain(`value="${ids.editor}"`);
  });

  it("offers the Teacher role when an owner invites or changes a role, and stores it", async () => {
    const owner = await as("owner");
    const page = decodeHtmlEntities(await (await owner.get("/admin/administrators")).text());
    // The invite's select and each administrator's role select.
    const teacherOptions = page.match(/<option value="teacher"[^>]*>Teacher<\/option>/g) ?? [];
    expect(teacherOptions.length).toBeGreaterThanOrEqual(2);
    expect(page).toContain("The classes they teach: learners, progress, reports");
    const invited = await owner.post("/admin/administrators", {
      intent: "invite",
      name: "New Teacher",
      identifier: "new-teacher@classes.example",
      role: "teacher",
    });
    expect(invited.status).toBe(200);
    expect(decodeHtmlEntities(await invited.text())).toContain("/admin/invite/");
    const changed = await owner.post("/admin/administrators", {
      intent: "change-role",
      administratorId: ids.analyst!,
      role: "teacher",
    });
    expect(changed.status).toBe(200);
    const analyst = await t.db
      .selectFrom("administrators")
      .select("role")
      .where("id", "=", ids.analyst!)
      .executeTakeFirstOrThrow();
    expect(analyst.role).toBe("teacher");
    // And back, for the other tests.
    await owner.post("/admin/administrators", {
      intent: "change-role",
      administratorId: ids.analyst!,
      role: "analyst",
    });
  });

  it("sends a teacher from /admin and from sign-in to their classes", async () => {
    const teacher = await as("teacherA");
    const dashboard = await teacher.get("/admin");
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin/classes");
    // Signing in for real, with the gate's default destination.
    const signIn = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({
        identifier: "teachera@classes.example",
        password: TEACHER_PASSWORD,
      }),
      headers: { origin: server.base, "x-forwarded-for": "203.0.113.77" },
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    const cookie = cookieFrom(signIn, ADMIN_SESSION_COOKIE);
    expect(cookie).not.toBe("");
    const landing = await fetch(server.base + (signIn.headers.get("location") ?? ""), {
      headers: { cookie },
      redirect: "manual",
    });
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/admin/classes");
    // Editors and analysts keep their dashboard.
    expect((await (await as("analyst")).get("/admin")).status).toBe(200);
  });

  it("answers 404 to a teacher of class A for class B's Manage page, its data and every intent", async () => {
    const teacher = await as("teacherA");
    const before = await snapshot();
    const manage = `/admin/classes/${classB.classId}/manage`;
    expect((await teacher.get(manage)).status).toBe(404);
    expect((await teacher.get(`${manage}?delete`)).status).toBe(404);
    const data = await teacher.get(`${manage}.data`);
    expect(data.status).toBe(404);
    expect(await data.text()).not.toContain("Class Beta");
    for (const fields of everyIntent(classB, spareCourse)) {
      for (const path of [manage, `${manage}.data`]) {
        const response = await teacher.post(path, fields);
        expect(response.status, `${fields.intent} to ${path}`).toBe(404);
        expect(await response.text()).not.toContain("Class Beta");
      }
    }
    // A class that does not exist answers the same.
    expect((await teacher.get(`/admin/classes/${crypto.randomUUID()}/manage`)).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("refuses editors and analysts everything of classes (403), changing nothing", async () => {
    const before = await snapshot();
    for (const who of ["editor", "analyst"] as const) {
      const admin = await as(who);
      const manage = `/admin/classes/${classA.classId}/manage`;
      for (const path of ["/admin/classes", "/admin/classes.data", manage, `${manage}.data`]) {
        expect((await admin.get(path)).status, `${who} GET ${path}`).toBe(403);
      }
      const create = await admin.post("/admin/classes", { intent: "create", name: "Nope" });
      expect(create.status).toBe(403);
      for (const fields of everyIntent(classA, spareCourse)) {
        expect((await admin.post(manage, fields)).status, `${who} ${fields.intent}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuses a teacher creating, archiving, deleting a class or changing its teachers (403)", async () => {
    const teacher = await as("teacherA");
    const before = await snapshot();
    expect((await teacher.post("/admin/classes", { intent: "create", name: "Mine" })).status).toBe(
      403,
    );
    const manage = `/admin/classes/${classA.classId}/manage`;
    for (const intent of ["archive", "unarchive", "delete", "teachers"]) {
      expect((await teacher.post(manage, { intent })).status, intent).toBe(403);
    }
    // Their own Manage page has none of those controls.
    const html = await (await teacher.get(`${manage}?delete`)).text();
    for (const intent of ["archive", "delete", "teachers"]) {
      expect(html, intent).not.toContain(`name="intent" value="${intent}"`);
    }
    expect(await snapshot()).toBe(before);
  });

  it("lets a teacher manage their own class: courses, join code, learners, details", async () => {
    const teacher = await as("teacherA");
    const manage = `/admin/classes/${classA.classId}/manage`;
    const page = decodeHtmlEntities(await (await teacher.get(manage)).text());
    expect(page).toContain("Class Alpha learner");
    expect(page).toContain("Class Alpha course");

    const joined = await teacher.post(manage, { intent: "join-code", change: "on" });
    expect(joined.status).toBe(200);
    const code = (await findClass(t.db, classA.classId))?.joinCode;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    const withLink = await (await teacher.get(manage)).text();
    expect(withLink).toContain(`${PUBLIC_ORIGIN}/join/${code}`);

    const bad = await teacher.post(manage, {
      intent: "assign",
      courseId: spareCourse,
      dueOn: "31/12",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("YYYY-MM-DD");
    const assigned = await teacher.post(manage, {
      intent: "assign",
      courseId: spareCourse,
      dueOn: "2027-03-01",
    });
    expect(assigned.status).toBe(200);
    expect(await assigned.text()).toContain("Course assigned.");

    const removed = await teacher.post(manage, {
      intent: "remove-learner",
      learnerId: classA.learnerId,
    });
    expect(removed.status).toBe(200);
    // The learner's account stays.
    const learner = await t.db
      .selectFrom("learners")
      .select("id")
      .where("id", "=", classA.learnerId)
      .executeTakeFirst();
    expect(learner?.id).toBe(classA.learnerId);

    const empty = await teacher.post(manage, { intent: "update", name: "", description: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter the class&#x27;s name.");
    const renamed = await teacher.post(manage, {
      intent: "update",
      name: "Class Alpha (evening)",
      description: "",
      startsOn: "2026-09-01",
      endsOn: "",
    });
    expect(renamed.status).toBe(200);
    const actions = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("actor_id", "=", ids.teacherA!)
      .where("action", "like", "class.%")
      .orderBy("at")
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      "class.join_code_change",
      "class.course_assign",
      "class.learner_remove",
      "class.update",
    ]);
  });

  it("lets an owner create a class and delete it after the question, without JavaScript", async () => {
    const owner = await as("owner");
    const refused = await owner.post("/admin/classes", {
      intent: "create",
      name: "Soir",
      startsOn: "2026-10-01",
      endsOn: "2026-09-01",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The end date cannot be before the start date.");

    const body = new URLSearchParams({ intent: "create", name: "Soir", description: "Couture" });
    body.append("teacherId", ids.teacherA!);
    body.append("teacherId", ids.teacherB!);
    const made = await owner.post("/admin/classes", body);
    expect(made.status).toBe(302);
    const location = made.headers.get("location") ?? "";
    const classId = /^\/admin\/classes\/([^/]+)\/manage$/.exec(location)?.[1];
    expect(classId).toBeDefined();
    const teachers = (await findClass(t.db, classId!))?.teachers.map((x) => x.id);
    expect(teachers?.sort()).toEqual([ids.teacherA, ids.teacherB].sort());

    const question = decodeHtmlEntities(await (await owner.get(`${location}?delete`)).text());
    expect(question).toContain("Delete this class? Learners keep their accounts and progress.");
    expect(question).toContain('name="intent" value="delete"');
    const deleted = await owner.post(location, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/classes?deleted");
    expect(await findClass(t.db, classId!)).toBeNull();
    expect((await owner.get(location)).status).toBe(404);
  });
});
