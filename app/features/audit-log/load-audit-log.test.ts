// The /admin/audit page's data on both databases (issue #14 part 6): newest first, filters by
// person, course and action, keyset pages that neither skip nor repeat an entry, and summaries.
import { beforeAll, describe, expect, it } from "vitest";
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { OWNER_ACTOR, type Actor } from "~/lib/admin-audit";
import { parseAuditLogQuery } from "./audit-log-query";
import { AUDIT_PAGE_SIZE, loadAuditLog } from "./load-audit-log.server";
import { localizedText } from "~/lib/localized-text";

const mariem: Actor = { id: "a1b2c3", name: "Mariem" };
const START = Date.UTC(2026, 10, 1, 8, 0, 0);
const query = (search = "") => parseAuditLogQuery(new URLSearchParams(search));

describe.each(testDatabaseKinds())("the audit log page's data on %s", (kind) => {
  const suite = testDatabaseForSuite(kind);
  let liveCourse: string;
  const goneCourse = "0d5e1f00-dead-4000-8000-000000000000";

  beforeAll(async () => {
    const db = suite.db;
    liveCourse = await insertCourse(
      db,
      testCourse({ title: localizedText({ en: "Budgeting today" }) }),
    );
    // 130 entries a minute apart; every 10th by Mariem about the live course, every 7th a
    // publication of the deleted course; the rest the owner's sign-ins. Three at the same
    // millisecond at the end, to prove the tie order.
    for (let i = 0; i < 130; i++) {
      const at = new Date(START + i * 60_000);
      if (i % 10 === 0) {
        await recordAdminAction(db, {
          actor: mariem,
          action: "course.update",
          courseId: liveCourse,
          courseTitle: "Budgeting then",
          details: { fields: [{ field: "title", label: "Title", from: "A", to: `B${i}` }] },
          ip: "203.0.113.1",
          at,
        });
      } else if (i % 7 === 0) {
        await recordAdminAction(db, {
          actor: OWNER_ACTOR,
          action: "course.publish",
          courseId: goneCourse,
          courseTitle: "Deleted course",
          ip: "2001:db8::7",
          at,
        });
      } else {
        await recordAdminAction(db, {
          actor: OWNER_ACTOR,
          action: "admin.sign_in",
          details: { trustedBrowser: i % 2 === 0 },
          ip: "198.51.100.4",
          at,
        });
      }
    }
    const last = new Date(START + 200 * 60_000);
    for (const n of [1, 2, 3]) {
      await recordAdminAction(db, {
        actor: OWNER_ACTOR,
        action: "thumbnail.upload",
        details: { url: `/uploads/course-thumbnails/${n}.webp` },
        ip: "198.51.100.4",
        at: last,
      });
    }
  });

  it("lists newest first, 50 a page, and pages through every entry once, both ways", async () => {
    const first = await loadAuditLog(suite.db, query());
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.newer).toBeNull();
    // The three uploads of one millisecond, in the order they were written (newest first).
    expect(first.rows.slice(0, 3).map((row) => row.summary)).toEqual([
      "url: /uploads/course-thumbnails/3.webp",
      "url: /uploads/course-thumbnails/2.webp",
      "url: /uploads/course-thumbnails/1.webp",
    ]);
    const seen = [...first.rows];
    let page = first;
    while (page.older) {
      page = await loadAuditLog(suite.db, query(page.older));
      seen.push(...page.rows);
    }
    expect(seen).toHaveLength(133);
    expect(new Set(seen.map((row) => row.id)).size).toBe(133);
    const times = seen.map((row) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Back up from the last page to the first: the same pages in reverse.
    const back: string[] = [];
    while (page.newer) {
      page = await loadAuditLog(suite.db, query(page.newer));
      back.unshift(...page.rows.map((row) => row.id));
    }
    expect(back).toEqual(seen.slice(0, back.length).map((row) => row.id));
    expect(page.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
  });

  it("filters by person: a named administrator, or the owner", async () => {
    const byMariem = await loadAuditLog(suite.db, query(`actor=${mariem.id}`));
    expect(byMariem.rows).toHaveLength(13);
    expect(byMariem.rows.every((row) => row.who === "Mariem")).toBe(true);
    expect(byMariem.older).toBeNull();
    const byOwner = await loadAuditLog(suite.db, query("actor=owner"));
    expect(byOwner.rows.every((row) => row.who === OWNER_ACTOR.name)).toBe(true);
    expect(byOwner.older).not.toBeNull();
    expect(byMariem.filters.actors).toEqual([
      { value: mariem.id, label: "Mariem" },
      { value: "owner", label: OWNER_ACTOR.name },
    ]);
  });

  it("filters by course, deleted ones too, and by action, and combines filters", async () => {
    const live = await loadAuditLog(suite.db, query(`course=${liveCourse}`));
    expect(live.rows).toHaveLength(13);
    // The course's current title in the filter; each entry keeps the title it had then.
    expect(live.filters.courses).toEqual([
      { value: liveCourse, label: "Budgeting today" },
      { value: goneCourse, label: "Deleted course (deleted)" },
    ]);
    expect(live.rows[0]?.course).toEqual({
      id: liveCourse,
      title: "Budgeting then",
      exists: true,
    });
    const gone = await loadAuditLog(suite.db, query(`course=${goneCourse}`));
    expect(gone.rows.length).toBeGreaterThan(0);
    expect(gone.rows.every((row) => row.course?.exists === false)).toBe(true);

    const publications = await loadAuditLog(suite.db, query("action=course.publish"));
    expect(publications.rows.every((row) => row.actionLabel === "Course published")).toBe(true);
    expect(publications.rows).toHaveLength(gone.rows.length);

    const none = await loadAuditLog(suite.db, query(`actor=${mariem.id}&action=course.publish`));
    expect(none.rows).toEqual([]);
    const both = await loadAuditLog(
      suite.db,
      query(`actor=${mariem.id}&course=${liveCourse}&action=course.update`),
    );
    expect(both.rows).toHaveLength(13);
  });

  it("keeps the filters in the page links", async () => {
    const page = await loadAuditLog(suite.db, query("action=admin.sign_in"));
    expect(page.older).toMatch(/^\?action=admin\.sign_in&before=/);
    const next = await loadAuditLog(suite.db, query(page.older ?? ""));
    expect(next.rows.every((row) => row.action === "admin.sign_in")).toBe(true);
    expect(next.newer).toMatch(/^\?action=admin\.sign_in&after=/);
  });

  it("shows each entry's time readably with the exact time beside it, and its summary", async () => {
    const page = await loadAuditLog(suite.db, query(`actor=${mariem.id}`));
    const row = page.rows.at(-1);
    expect(row).toMatchObject({
      at: "2026-11-01T08:00:00.000Z",
      when: "1 Nov 2026, 08:00 UTC",
      exactTime: "2026-11-01 08:00:00.000 UTC",
      actionLabel: "Course edited",
      summary: "Title: “A” → “B0”",
      ip: "203.0.113.1",
    });
  });

  it("writes times, action names and filter labels in the administrator's language (issue #27)", async () => {
    const arabic = await loadAuditLog(suite.db, query(`actor=${mariem.id}`), "ar");
    expect(arabic.rows.at(-1)).toMatchObject({
      at: "2026-11-01T08:00:00.000Z",
      when: "1 نوفمبر 2026، 08:00 UTC",
      // The stored name is unchanged; only its label is translated.
      action: "course.update",
      actionLabel: "تعديل دورة",
    });
    const french = await loadAuditLog(suite.db, query("action=course.publish"), "fr");
    expect(french.rows.every((row) => row.actionLabel === "Cours publié")).toBe(true);
    expect(french.filters.actions[0]).toEqual({ value: "course.create", label: "Cours créé" });
    expect(french.filters.courses).toContainEqual({
      value: goneCourse,
      label: "Deleted course (supprimé)",
    });
  });

  it("ignores a parameter it cannot use and says so", async () => {
    const bad = query("action=course.hack&before=yesterday&actor=owner");
    expect(bad).toMatchObject({ valid: false, action: "", actor: "owner", before: undefined });
    const page = await loadAuditLog(suite.db, bad);
    expect(page.rows.every((row) => row.who === OWNER_ACTOR.name)).toBe(true);
  });

  // Runs last: it adds entries that the counts above do not expect.
  it("names courses in the course filter by the title learners see: Arabic first", async () => {
    const arabicOnly = await insertCourse(
      suite.db,
      testCourse({ title: localizedText({ ar: "الادخار" }) }),
    );
    const both = await insertCourse(
      suite.db,
      testCourse({ title: localizedText({ en: "Loans", ar: "القروض" }) }),
    );
    const untitled = await insertCourse(
      suite.db,
      testCourse({ title: localizedText({ ar: " " }) }),
    );
    for (const courseId of [arabicOnly, both, untitled]) {
      await recordAdminAction(suite.db, {
        actor: mariem,
        action: "course.create",
        courseId,
        courseTitle: "as recorded",
        ip: "203.0.113.1",
      });
    }
    const page = await loadAuditLog(suite.db, query());
    expect(page.filters.courses).toEqual(
      expect.arrayContaining([
        { value: arabicOnly, label: "الادخار" },
        { value: both, label: "القروض" },
        { value: untitled, label: "Untitled course" },
      ]),
    );
  });
});
