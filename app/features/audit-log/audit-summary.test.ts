import { describe, expect, it } from "vitest";
import { formatCursor, parseAuditLogQuery } from "./audit-log-query";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { summarizeAuditDetails as summarize } from "./audit-summary";

const { t } = adminTranslator("en");
const summarizeAuditDetails = (action: string, json: string) => summarize(action, json, t);

describe("summarizeAuditDetails", () => {
  it("says what an edit changed, field by field, with lessons and links", () => {
    const details = {
      fields: [
        { field: "title", label: "Title", from: "Budgeting", to: "Saving" },
        { field: "description", label: "Description" },
        { field: "instructorName", label: "Instructor", from: "", to: "مريم" },
      ],
      lessons: {
        added: 12,
        removed: 1,
        edited: 0,
        reordered: true,
        addedTitles: Array.from({ length: 10 }, (_, i) => `L${i + 1}`),
        removedTitles: ["Old"],
        editedTitles: [],
      },
    };
    expect(summarizeAuditDetails("course.update", JSON.stringify(details))).toBe(
      "Title: “Budgeting” → “Saving”; Description changed; Instructor: (empty) → “مريم”; " +
        "Lessons: 12 added (“L1”, “L2”, “L3”, “L4”, “L5”, “L6”, “L7”, “L8”, “L9”, “L10” and 2 more), " +
        "1 removed (“Old”), reordered",
    );
    expect(summarizeAuditDetails("course.update", JSON.stringify({ fields: [] }))).toBe(
      "Saved without changes",
    );
  });

  // Issue #26: failed sign-ins are counted, one entry per address and hour.
  it("says how many attempts a counted entry holds, and when the last was", () => {
    const details = { reason: "wrong password", trustedBrowser: false };
    const counted = (count: number) =>
      summarizeAuditDetails(
        "admin.sign_in_failed",
        JSON.stringify({ ...details, count, lastAt: "2026-11-28T14:37:12.345Z" }),
      );
    expect(counted(5)).toBe(
      "reason: wrong password; trusted browser: no; 5 attempts, the last at 14:37:12 UTC",
    );
    expect(counted(1)).toBe("reason: wrong password; trusted browser: no; 1 attempt");
  });

  // Issue #16.
  it("says what a save changed in the quizzes and the pass mark", () => {
    const updated = {
      fields: [{ field: "passMark", label: "Pass mark (%)", from: "70", to: "80" }],
      questions: {
        added: 1,
        removed: 0,
        edited: 1,
        reordered: true,
        addedTitles: ["Intro: كم؟"],
        removedTitles: [],
        editedTitles: ["Intro: لماذا؟"],
      },
    };
    expect(summarizeAuditDetails("course.update", JSON.stringify(updated))).toBe(
      "Pass mark (%): “70” → “80”; Quiz questions: 1 added (“Intro: كم؟”), 1 edited (“Intro: لماذا؟”), reordered",
    );
    const created = { fields: [], lessons: 2, links: 0, questions: 3 };
    expect(summarizeAuditDetails("course.create", JSON.stringify(created))).toBe(
      "2 lessons, 0 links, 3 quiz questions",
    );
  });

  it("describes a creation and a deletion", () => {
    const created = {
      fields: [
        { field: "title", label: "Title", to: "Budgeting" },
        { field: "category", label: "Category", to: "Finance" },
      ],
      lessons: 1,
      links: 0,
    };
    expect(summarizeAuditDetails("course.create", JSON.stringify(created))).toBe(
      "Title: “Budgeting”; Category: “Finance”; 1 lesson, 0 links",
    );
    expect(
      summarizeAuditDetails(
        "course.delete",
        JSON.stringify({ wasPublished: true, lessons: 3, links: 1 }),
      ),
    ).toBe("Was published; 3 lessons, 1 link");
  });

  it("shows any other action's details as key: value pairs, and no details as nothing", () => {
    expect(
      summarizeAuditDetails(
        "admin.role_change",
        JSON.stringify({ email: "a@example.mr", fromRole: "editor", toRole: "owner" }),
      ),
    ).toBe("email: a@example.mr; from role: editor; to role: owner");
    expect(summarizeAuditDetails("admin.sign_in", JSON.stringify({ trustedBrowser: true }))).toBe(
      "trusted browser: yes",
    );
    expect(summarizeAuditDetails("course.publish", "{}")).toBe("");
  });

  it("writes its own words in the reader's language and what was recorded as it was", () => {
    const deleted = JSON.stringify({ wasPublished: false, lessons: 3, links: 1 });
    const update = JSON.stringify({
      fields: [{ field: "title", label: "Title", from: "", to: "Épargne" }],
      links: {
        ...{ added: 0, removed: 2, edited: 0, reordered: false },
        ...{ addedTitles: [], removedTitles: ["A"], editedTitles: [] },
      },
    });
    const signIns = JSON.stringify({ count: 4, lastAt: "2026-11-29T01:02:03.000Z" });
    const fr = adminTranslator("fr").t;
    expect(summarize("course.delete", deleted, fr)).toBe("Était un brouillon; 3 leçons, 1 lien");
    expect(summarize("course.update", update, fr)).toBe(
      "Title\u202f: (vide) → “Épargne”; Liens: 2 supprimé(s) (“A” et 1 de plus)",
    );
    const ar = adminTranslator("ar").t;
    expect(summarize("course.delete", deleted, ar)).toBe("كانت مسودة; الدروس: 3, رابط واحد");
    expect(summarize("admin.sign_in_failed", signIns, ar)).toBe(
      "المحاولات: 4، آخرها الساعة 01:02:03 UTC",
    );
  });
});

describe("the audit page's URL", () => {
  it("reads the filters and a cursor, and writes the cursor back the same", () => {
    const entry = { at: "2026-11-23T14:05:33.123Z", id: "0193a1b2-0000-7000-8000-000000000001" };
    const query = parseAuditLogQuery(
      new URLSearchParams({ actor: "owner", action: "course.update", before: formatCursor(entry) }),
    );
    expect(query).toEqual({
      actor: "owner",
      course: "",
      action: "course.update",
      before: entry,
      after: undefined,
      valid: true,
    });
  });

  it("drops what it cannot use and says so", () => {
    for (const search of [
      "action=drop%20table",
      "before=2026-13-45T99:99:99.999Z_x",
      "after=<script>",
      `course=${"x".repeat(65)}`,
      "actor=a%20b",
    ]) {
      expect(parseAuditLogQuery(new URLSearchParams(search)).valid, search).toBe(false);
    }
  });
});
