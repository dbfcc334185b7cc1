// 'Import learners', the class sheet and sign-in with its code, over HTTP on both databases
// (issue #29): a teacher imports into their own class only (another class's page, POST and `.data`
// route answer 404 and change nothing), editors and analysts get 403, a replayed import form
// changes nothing, the sheet's answer is never cached and its codes are stored hashed, and a
// learner signs in at /auth with the code, once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { insertClass } from "~/.server/db/repositories/classes";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { CLASS_IMPORT_MAX_BYTES } from "~/features/classes/class-import-csv";
import type { AdminRole } from "~/lib/admin-roles";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const ROSTER =
  "\uFEFFNom;Téléphone\r\nAmina Mint Ahmed;22 12 34 56\r\nSidi Ould Salem;+222 36 12 34 56\r\n";
const PASSWORD = "rosso river at noon";

/** The text of an attribute as React wrote it into the page. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#13;/g, "\r")
    .replace(/&amp;/g, "&");
}
const hiddenField = (html: string, name: string) => {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden field ${name}`);
  return unescapeHtml(match[1]);
};

describe.each(testDatabaseKinds())("class import over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let classA: string;
  let classB: string;
  const admins: Partial<Record<AdminRole, string>> = {};
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, "correct horse battery staple");
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    for (const role of ["teacher", "editor", "analyst"] as const) {
      admins[role] = await insertAdministrator(t.db, {
        name: `Import ${role}`,
        identifier: `${role}@import.example`,
        role,
        passwordHash: "$argon2id$not-used-here",
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("class_members").execute();
    await t.db.deleteFrom("classes").execute();
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("audit_log").execute();
    const fields = { description: "", startsOn: null, endsOn: null };
    classA = await insertClass(
      t.db,
      { ...fields, name: "Classe A", teacherIds: [admins.teacher ?? ""] },
      new Date(),
    );
    classB = await insertClass(t.db, { ...fields, name: "Classe B", teacherIds: [] }, new Date());
  });

  async function cookieOf(role: AdminRole): Promise<string> {
    const { token } = await createAdminSession(t.db, new Date(), admins[role] ?? null);
    return `${ADMIN_SESSION_COOKIE}=${token}`;
  }
  const headersOf = async (role: AdminRole) => ({
    cookie: await cookieOf(role),
    origin: server.base,
    "x-forwarded-for": `198.51.100.${++ipCounter % 250}`,
  });
  const get = async (path: string, role: AdminRole = "teacher") =>
    fetch(server.base + path, { headers: await headersOf(role), redirect: "manual" });
  const post = async (
    path: string,
    body: FormData | URLSearchParams,
    role: AdminRole = "teacher",
  ) =>
    fetch(server.base + path, {
      method: "POST",
      body,
      headers: await headersOf(role),
      redirect: "manual",
    });
  const upload = (text: string | Uint8Array, name = "roster.csv") => {
    const form = new FormData();
    form.append("intent", "preview");
    form.append("file", new File([text as BlobPart], name, { type: "text/csv" }));
    return form;
  };
  const importForm = (csv: string, planHash: string) => {
    const form = new FormData();
    form.append("intent", "import");
    form.append("csv", csv);
    form.append("planHash", planHash);
    return form;
  };
  async function snapshot(): Promise<string> {
    const rows: Record<string, unknown> = {};
    for (const table of [
      "learners",
      "class_members",
      "learner_sign_in_codes",
      "audit_log",
    ] as const) {
      rows[table] = await t.db.selectFrom(table).selectAll().execute();
    }
    return JSON.stringify(rows);
  }
  /** Previews the roster in class A as its teacher; the page's hidden fields. */
  async function previewInA() {
    const res = await post(`/admin/classes/${classA}/import`, upload(ROSTER));
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(200);
    return { html, csv: hiddenField(html, "csv"), planHash: hiddenField(html, "planHash") };
  }

  it("previews, imports, and refuses the replayed form, as the class's teacher", async () => {
    expect((await get(`/admin/classes/${classA}/import`)).status).toBe(200);
    const before = await snapshot();
    const { html, csv, planHash } = await previewInA();
    expect(html).toContain("Amina Mint Ahmed");
    expect(html).toContain("+22236123456");
    expect(await snapshot()).toBe(before);

    const done = await post(`/admin/classes/${classA}/import`, importForm(csv, planHash));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Imported. New learners: 2.");
    const members = await t.db.selectFrom("class_members").selectAll().execute();
    expect(members.map((m) => [m.class_id, m.name]).sort()).toEqual([
      [classA, "Amina Mint Ahmed"],
      [classA, "Sidi Ould Salem"],
    ]);

    // The same form posted again (back button, double tap): nothing more is written.
    const after = await snapshot();
    const replay = await post(`/admin/classes/${classA}/import`, importForm(csv, planHash));
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain("Already in the class");
    expect(await snapshot()).toBe(after);
    // The same file again: all 'already in the class', nothing to import.
    const again = await post(`/admin/classes/${classA}/import`, upload(ROSTER));
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain("Nothing to import");
    expect(againHtml).not.toContain('name="planHash"');
  });

  it("answers 404 to a teacher for another class's import and sheet, .data included, changing nothing", async () => {
    const { csv, planHash } = await previewInA();
    const before = await snapshot();
    for (const path of [`/admin/classes/${classB}/import`, `/admin/classes/${classB}/sheet`]) {
      expect((await get(path)).status, path).toBe(404);
      expect((await get(`${path}.data`)).status, `${path}.data`).toBe(404);
    }
    for (const suffix of ["", ".data"]) {
      const path = `/admin/classes/${classB}/import${suffix}`;
      expect((await post(path, upload(ROSTER))).status, path).toBe(404);
      expect((await post(path, importForm(csv, planHash))).status, path).toBe(404);
      const sheet = `/admin/classes/${classB}/sheet${suffix}`;
      const print = new URLSearchParams({ intent: "print", days: "7" });
      expect((await post(sheet, print)).status, sheet).toBe(404);
    }
    // A class that does not exist answers the same.
    expect((await get(`/admin/classes/no-such-class/import`)).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("refuses editors and analysts with 403, changing nothing", async () => {
    const { csv, planHash } = await previewInA();
    const before = await snapshot();
    for (const role of ["editor", "analyst"] as const) {
      for (const path of [`/admin/classes/${classA}/import`, `/admin/classes/${classA}/sheet`]) {
        expect((await get(path, role)).status).toBe(403);
        expect((await get(`${path}.data`, role)).status).toBe(403);
      }
      expect(
        (await post(`/admin/classes/${classA}/import`, importForm(csv, planHash), role)).status,
      ).toBe(403);
      expect(
        (
          await post(
            `/admin/classes/${classA}/sheet`,
            new URLSearchParams({ intent: "print", days: "7" }),
            role,
          )
        ).status,
      ).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("says a file is too large or not CSV on the page, changing nothing", async () => {
    const before = await snapshot();
    const big = new Uint8Array(CLASS_IMPORT_MAX_BYTES + 1024).fill(0x41);
    const tooLarge = await post(`/admin/classes/${classA}/import`, upload(big));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain("The file is larger than 5 MB");
    // Far over it: the request guard refuses the body before the route reads it.
    const huge = new Uint8Array(7 * 1024 * 1024).fill(0x41);
    expect((await post(`/admin/classes/${classA}/import`, upload(huge))).status).toBe(413);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const notCsv = await post(`/admin/classes/${classA}/import`, upload(png, "photo.png"));
    expect(notCsv.status).toBe(415);
    expect(await notCsv.text()).toContain("This is not a CSV file");
    expect(await snapshot()).toBe(before);
  });

  it("offers the code form at /auth in every public language, as a plain form", async () => {
    for (const [path, heading] of [
      ["/auth", "الدخول برمز من المعلم"],
      ["/fr/auth", "Se connecter avec un code de votre enseignant"],
      ["/en/auth", "Sign in with a code from your teacher"],
    ] as const) {
      const html = await (await fetch(server.base + path)).text();
      expect(html, path).toContain(heading);
      expect(html, path).toContain('name="intent" value="sign-in-code"');
    }
  });

  it("prints the sheet uncached with codes stored hashed, and a learner signs in once with one", async () => {
    const { csv, planHash } = await previewInA();
    await post(`/admin/classes/${classA}/import`, importForm(csv, planHash));
    const listed = await get(`/admin/classes/${classA}/sheet`);
    expect(await listed.text()).toContain("Gets a code");

    const sheet = await post(
      `/admin/classes/${classA}/sheet`,
      new URLSearchParams({ intent: "print", days: "7" }),
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("cache-control")).toContain("no-store");
    const html = await sheet.text();
    const codes = [...html.matchAll(/data-sign-in-code="true">([^<]+)</g)].map((m) => m[1] ?? "");
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4}$/);
    expect(html).toContain("Valable jusqu’au");
    expect(html).toContain("صالح حتى");
    const stored = await t.db.selectFrom("learner_sign_in_codes").selectAll().execute();
    expect(stored).toHaveLength(2);
    for (const code of codes) {
      expect(JSON.stringify(stored)).not.toContain(code.replace(" ", ""));
    }
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("action", "=", "class.sheet_print")
      .execute();
    expect(audit).toHaveLength(1);

    // Which code is Amina's: the row with her number.
    const amina = /22123456<\/td><td[^>]*><strong[^>]*data-sign-in-code="true">([^<]+)</.exec(html);
    const code = amina?.[1] ?? "";
    const signIn = (ip: string) =>
      fetch(`${server.base}/auth`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "sign-in-code",
          identifier: "22 12 34 56",
          code: code.toLowerCase(),
          password: PASSWORD,
          confirm: PASSWORD,
        }),
        headers: { origin: server.base, "x-forwarded-for": ip },
        redirect: "manual",
      });
    const first = await signIn("203.0.113.50");
    const page = await first.text();
    expect(first.status, page.slice(0, 300)).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.headers.getSetCookie().some((c) => c.startsWith("maarifa_learner="))).toBe(true);
    expect(page).toContain("data-recovery-code");
    const second = await signIn("203.0.113.51");
    expect(second.status).toBe(401);
    expect(await second.text()).toContain("هذا الرمز لا يعمل");
  });
});
