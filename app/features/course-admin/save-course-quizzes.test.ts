// Saving a course with its videos' quizzes (issue #16) on both databases: one transaction with the
// rest of the course, ids kept across saves, the server choosing the ids of new things, versions
// following what is graded (decision 0030), and nothing written when a question is incomplete.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  findQuestionStats,
  recordQuestionAnswers,
} from "~/.server/db/repositories/quiz-question-stats";
import { findCourseById } from "~/.server/db/repositories/courses";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import type { QuizQuestion } from "~/lib/course/quiz";
import { localizedText, type LocalizedText } from "~/lib/localized-text";
import { PASS_MARK_MESSAGE } from "~/lib/course/course-form";
import { loadCourseForEdit } from "./manage-courses.server";
import { saveCourse } from "./save-course.server";

interface TestOption {
  id?: string;
  text: LocalizedText;
  correct: boolean;
}
interface TestQuestion {
  id?: string;
  text: LocalizedText;
  explanation: LocalizedText;
  options: TestOption[];
}
interface TestVideo {
  id?: string;
  title: LocalizedText;
  youtubeUrl: string;
  durationMinutes: number;
  questions: TestQuestion[];
}

const option = (textAr: string, correct = false, id?: string): TestOption => ({
  ...(id ? { id } : {}),
  text: localizedText({ ar: textAr }),
  correct,
});

const question = (textAr: string, fields: Partial<TestQuestion> = {}): TestQuestion => ({
  text: localizedText({ ar: textAr }),
  explanation: localizedText({}),
  options: [option("نعم", true), option("لا")],
  ...fields,
});

const video = (
  title: string | LocalizedText,
  questions: TestQuestion[] = [],
  id?: string,
): TestVideo => ({
  ...(id ? { id } : {}),
  title: typeof title === "string" ? localizedText({ en: title }) : title,
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 10,
  questions,
});

const form = (videos: TestVideo[], fields: Record<string, unknown> = {}) => ({
  title: localizedText({ en: "Budgeting" }),
  category: "Finance",
  difficultyLevel: "beginner",
  passMark: "70",
  videos,
  links: [],
  ...fields,
});

/** The editor's form for a saved course, as it would send it back unchanged. */
function formOf(saved: NonNullable<Awaited<ReturnType<typeof loadCourseForEdit>>>) {
  return form(
    saved.lessons.map((lesson) =>
      video(
        lesson.title,
        (saved.quizzes[lesson.id] ?? []).map((q) => ({
          id: q.id,
          text: q.text,
          explanation: q.explanation,
          options: q.options,
        })),
        lesson.id,
      ),
    ),
    { passMark: String(saved.course.passMark) },
  );
}

describe.each(testDatabaseKinds())("saving quizzes with a course on %s", (kind) => {
  let t: TestDatabase;
  let uploads: string;
  let storage: LocalDiskStorage;
  let logs: CapturedLogs;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    uploads = mkdtempSync(join(tmpdir(), "maarifa-quiz-save-"));
    storage = new LocalDiskStorage(uploads);
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(async () => {
    logs = captureLogs();
    await t.db.deleteFrom("courses").execute();
  });

  async function save(courseId: string | null, input: object, db = t.db) {
    return saveCourse(db, storage, courseId, input, logs.logger, TEST_AUDIT_ORIGIN);
  }
  async function saved(courseId: string) {
    const found = await loadCourseForEdit(t.db, courseId);
    if (!found) throw new Error("course not found");
    return found;
  }
  async function create(input: object) {
    const result = await save(null, input);
    if (!result.ok) throw new Error(result.error.description);
    return result.courseId;
  }
  const quizOf = (found: Awaited<ReturnType<typeof saved>>, index: number): QuizQuestion[] =>
    found.quizzes[found.lessons[index]?.id ?? ""] ?? [];

  it("creates a course with quizzes on new videos, in order, with the pass mark", async () => {
    const id = await create(
      form(
        [
          video("one", [
            question("السؤال الأول", { explanation: localizedText({ ar: "لأن…" }) }),
            question("السؤال الثاني", {
              options: [option("أ"), option("ب", true), option("ج", true)],
            }),
          ]),
          video("two"),
        ],
        { passMark: "80" },
      ),
    );
    const found = await saved(id);
    expect(found.course.passMark).toBe(80);
    const quiz = quizOf(found, 0);
    expect(quiz.map((q) => [q.text.ar, q.orderIndex, q.lessonId])).toEqual([
      ["السؤال الأول", 1, found.lessons[0]?.id],
      ["السؤال الثاني", 2, found.lessons[0]?.id],
    ]);
    expect(quiz[0]?.explanation.ar).toBe("لأن…");
    expect(quiz[1]?.options.map((o) => [o.text.ar, o.correct])).toEqual([
      ["أ", false],
      ["ب", true],
      ["ج", true],
    ]);
    // Every option got an id from the server.
    for (const q of quiz) for (const o of q.options) expect(o.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(quizOf(found, 1)).toEqual([]);
  });

  it("attaches a new video's quiz to the new lesson, also when it is inserted before others", async () => {
    const id = await create(form([video("one", [question("قديم")])]));
    const before = await saved(id);
    const input = formOf(before);
    input.videos = [video("new first", [question("جديد")]), ...input.videos];
    expect((await save(id, input)).ok).toBe(true);
    const after = await saved(id);
    expect(after.lessons.map((l) => l.title.en)).toEqual(["new first", "one"]);
    expect(quizOf(after, 0).map((q) => q.text.ar)).toEqual(["جديد"]);
    expect(quizOf(after, 1).map((q) => [q.id, q.text.ar])).toEqual([
      [quizOf(before, 0)[0]?.id, "قديم"],
    ]);
  });

  it("reorders questions keeping their ids, removes a question and an option", async () => {
    const id = await create(
      form([
        video("one", [
          question("أ", { options: [option("1", true), option("2"), option("3")] }),
          question("ب"),
          question("ج"),
        ]),
      ]),
    );
    const before = await saved(id);
    const [a, b, c] = quizOf(before, 0);
    const input = formOf(before);
    const [qa, , qc] = input.videos[0]!.questions;
    // C first, then A without its third option; B removed.
    input.videos[0]!.questions = [qc!, { ...qa!, options: qa!.options.slice(0, 2) }];
    expect((await save(id, input)).ok).toBe(true);

    const after = quizOf(await saved(id), 0);
    expect(after.map((q) => [q.id, q.orderIndex])).toEqual([
      [c?.id, 1],
      [a?.id, 2],
    ]);
    expect(after[1]?.options.map((o) => o.id)).toEqual(a?.options.slice(0, 2).map((o) => o.id));
    const left = await t.db.selectFrom("quiz_questions").select("id").execute();
    expect(left.map((row) => row.id)).not.toContain(b?.id);
  });

  it("gives new ids to options and questions whose ids are not theirs", async () => {
    const id = await create(form([video("one", [question("أ")]), video("two", [question("ب")])]));
    const before = await saved(id);
    const [a] = quizOf(before, 0);
    const [b] = quizOf(before, 1);
    const input = formOf(before);
    // The second video claims the first video's question and options: it cannot take them.
    input.videos[1]!.questions = [
      { ...question("ب"), id: a?.id, options: a!.options.map((o) => ({ ...o })) },
    ];
    expect((await save(id, input)).ok).toBe(true);
    const after = await saved(id);
    expect(quizOf(after, 0)[0]?.id).toBe(a?.id);
    const claimed = quizOf(after, 1)[0];
    expect(claimed?.id).not.toBe(a?.id);
    expect(claimed?.id).not.toBe(b?.id);
    for (const o of claimed?.options ?? []) {
      expect(a?.options.map((x) => x.id)).not.toContain(o.id);
    }
  });

  it("removing a lesson deletes its questions and their statistics", async () => {
    const id = await create(form([video("one", [question("أ")]), video("two", [question("ب")])]));
    const before = await saved(id);
    const [a] = quizOf(before, 0);
    await recordQuestionAnswers(t.db, [{ questionId: a!.id, version: a!.version, correct: true }]);
    const input = formOf(before);
    input.videos = input.videos.slice(1);
    expect((await save(id, input)).ok).toBe(true);
    const rows = await t.db.selectFrom("quiz_questions").select("text_ar").execute();
    expect(rows.map((row) => row.text_ar)).toEqual(["ب"]);
    expect(await t.db.selectFrom("quiz_question_stats").selectAll().execute()).toEqual([]);
  });

  it("an incomplete question changes nothing and says where", async () => {
    const id = await create(form([video("one", [question("أ")])]));
    const before = await saved(id);
    const input = formOf(before);
    input.title = localizedText({ en: "Changed" });
    input.videos[0]!.questions = [
      ...input.videos[0]!.questions,
      question("", { options: [option("نعم"), option("")] }),
    ];
    const result = await save(id, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.error.title).toBe("Missing fields");
    expect(result.fieldErrors).toMatchObject({
      "videos.0.questions.1.text.ar": expect.stringContaining("Video 1, question 2"),
      "videos.0.questions.1.options.1.text.en": expect.stringContaining("option 2"),
      "videos.0.questions.1.options": expect.stringContaining("correct"),
    });
    const after = await saved(id);
    expect(after.course.title.en).toBe("Budgeting");
    expect(after.quizzes).toEqual(before.quizzes);
  });

  it("a pass mark out of range is a field error, and nothing is saved", async () => {
    const id = await create(form([video("one")]));
    for (const passMark of ["0", "101", "", "7.5", "abc"]) {
      const result = await save(
        id,
        form([video("one")], { passMark, title: localizedText({ en: "Changed" }) }),
      );
      expect(result.ok ? null : result.fieldErrors?.passMark, passMark).toBe(PASS_MARK_MESSAGE);
    }
    expect(await findCourseById(t.db, id)).toMatchObject({
      title: { en: "Budgeting" },
      passMark: 70,
    });
  });

  it("a failure while writing questions rolls back the whole save", async () => {
    const id = await create(form([video("one", [question("أ")])]));
    const before = await saved(id);
    const input = formOf(before);
    input.title = localizedText({ en: "Changed" });
    input.videos.push(video("two", [question("ب")]));
    const failing = t.db.withPlugin(new FailInsertsInto("quiz_questions"));
    const result = await save(id, input, failing);
    expect(result.ok).toBe(false);
    const after = await saved(id);
    expect(after.course.title.en).toBe("Budgeting");
    expect(after.lessons).toHaveLength(1);
    expect(after.quizzes).toEqual(before.quizzes);
  });

  it("a rewritten question restarts its statistics; a question saved unchanged keeps them", async () => {
    const id = await create(
      form([
        video("one", [question("أ"), question("ب", { explanation: localizedText({ ar: "شرح" }) })]),
      ]),
    );
    const before = await saved(id);
    const [a, b] = quizOf(before, 0);
    await recordQuestionAnswers(t.db, [
      { questionId: a!.id, version: a!.version, correct: true },
      { questionId: a!.id, version: a!.version, correct: false },
      { questionId: b!.id, version: b!.version, correct: true },
    ]);
    expect(before.questionStats).toEqual({});
    const counted = await saved(id);
    expect(counted.questionStats).toEqual({
      [a!.id]: { answered: 2, correct: 1 },
      [b!.id]: { answered: 1, correct: 1 },
    });

    // Saved unchanged, and then with only B's explanation and the order of A's options changed:
    // what is graded is the same, so the figures stay.
    expect((await save(id, formOf(counted))).ok).toBe(true);
    const input = formOf(await saved(id));
    const [qa, qb] = input.videos[0]!.questions;
    input.videos[0]!.questions = [
      { ...qa!, options: [...qa!.options].reverse() },
      { ...qb!, explanation: localizedText({ ar: "شرح أوضح" }) },
    ];
    expect((await save(id, input)).ok).toBe(true);
    const kept = await saved(id);
    expect(quizOf(kept, 0).map((q) => q.version)).toEqual([a?.version, b?.version]);
    expect(quizOf(kept, 0)[1]?.explanation.ar).toBe("شرح أوضح");
    expect(kept.questionStats).toEqual(counted.questionStats);

    // A's answer key corrected: a new version, its figures start again; B's stay.
    const corrected = formOf(kept);
    const [ca] = corrected.videos[0]!.questions;
    ca!.options = ca!.options.map((o) => ({ ...o, correct: !o.correct }));
    expect((await save(id, corrected)).ok).toBe(true);
    const after = await saved(id);
    const [newA] = quizOf(after, 0);
    expect(newA?.id).toBe(a?.id);
    expect(newA?.version).not.toBe(a?.version);
    expect(after.questionStats).toEqual({ [b!.id]: { answered: 1, correct: 1 } });
    // The old version's row is still there (decision 0030), only no longer shown.
    expect(await findQuestionStats(t.db, [{ id: a!.id, version: newA!.version }])).toEqual(
      new Map(),
    );
  });

  it("keeps the pass mark when a caller sends none", async () => {
    const id = await create(form([video("one")], { passMark: 55 }));
    const { passMark: _omitted, ...withoutPassMark } = form([video("one")]);
    expect((await save(id, withoutPassMark)).ok).toBe(true);
    expect((await findCourseById(t.db, id))?.passMark).toBe(55);
  });

  it("records quiz changes and the pass mark in the course's audit entry", async () => {
    const id = await create(form([video("one", [question("أ"), question("ب")])]));
    const created = await t.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "course.create")
      .where("course_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(created.details)).toMatchObject({ questions: 2 });

    const input = formOf(await saved(id));
    input.passMark = "85";
    const [qa] = input.videos[0]!.questions;
    input.videos[0]!.questions = [{ ...qa!, text: localizedText({ ar: "أ معدّل" }) }, question("ج")];
    expect((await save(id, input)).ok).toBe(true);
    const updated = await t.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "course.update")
      .where("course_id", "=", id)
      .executeTakeFirstOrThrow();
    const details = JSON.parse(updated.details);
    expect(details.fields).toContainEqual({
      field: "passMark",
      label: "Pass mark (%)",
      from: "70",
      to: "85",
    });
    expect(details.questions).toEqual({
      added: 1,
      removed: 1,
      edited: 1,
      reordered: false,
      addedTitles: ["one: ج"],
      removedTitles: ["one: ب"],
      editedTitles: ["one: أ معدّل"],
    });
  });
});
