// The content version moves with every course write, in the write's own transaction: on SQLite
// and (with TEST_DATABASE_URL) on PostgreSQL.
import { describe, expect, it } from "vitest";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { currentContentVersion } from "./content-version";
import {
  deleteCourseById,
  insertCourse,
  setCoursePublished,
  updateCourseDetails,
  type NewCourse,
} from "./courses";
import { insertLinks, replaceLinks } from "./course-links";
import { insertLessons, syncLessons } from "./lessons";

const course: NewCourse = {
  title: localizedText({ en: "Course", ar: "دورة" }),
  description: emptyLocalizedText(),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 60,
  instructorName: "",
  isPublished: true,
};

const lesson = {
  title: localizedText({ en: "L", ar: "درس" }),
  description: emptyLocalizedText(),
  youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
  mediaId: null,
  durationMinutes: 5,
};

describe.each(testDatabaseKinds())("content version on %s", (kind) => {
  const t = testDatabaseForSuite(kind);

  it("starts at 0 and moves with every write to courses, lessons and links", async () => {
    expect(await currentContentVersion(t.db)).toBe(0);
    const writes: [string, () => Promise<unknown>][] = [];
    const id = await insertCourse(t.db, course);
    expect(await currentContentVersion(t.db)).toBe(1);
    writes.push(
      ["updateCourseDetails", () => updateCourseDetails(t.db, id, course)],
      ["setCoursePublished", () => setCoursePublished(t.db, id, false)],
      ["insertLessons", () => insertLessons(t.db, id, [lesson])],
      ["syncLessons", () => syncLessons(t.db, id, [lesson, lesson])],
      [
        "insertLinks",
        () =>
          insertLinks(t.db, id, [
            { title: localizedText({ en: "a" }), url: "https://a.example", description: "" },
          ]),
      ],
      ["replaceLinks", () => replaceLinks(t.db, id, [])],
      ["deleteCourseById", () => deleteCourseById(t.db, id)],
    );
    for (const [name, write] of writes) {
      const before = await currentContentVersion(t.db);
      await write();
      expect(await currentContentVersion(t.db), name).toBeGreaterThan(before);
    }
  });

  it("does not move when the write's transaction rolls back", async () => {
    const id = await insertCourse(t.db, course);
    const before = await currentContentVersion(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await updateCourseDetails(trx, id, {
          ...course,
          title: localizedText({ en: "Rolled back", ar: "دورة" }),
        });
        await syncLessons(trx, id, [lesson]);
        // Inside the transaction the bump is already there…
        expect(await currentContentVersion(trx)).toBeGreaterThan(before);
        throw new Error("abort the save");
      }),
    ).rejects.toThrow("abort the save");
    // …and it went with the rollback.
    expect(await currentContentVersion(t.db)).toBe(before);
  });

  it("is not visible to other connections before the write commits", async () => {
    if (kind !== "postgres") return; // SQLite has one connection: nothing to observe from outside.
    const id = await insertCourse(t.db, course);
    const before = await currentContentVersion(t.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const written = new Promise<void>((resolve) => (inside = resolve));
    const save = t.db.transaction().execute(async (trx) => {
      await setCoursePublished(trx, id, false);
      inside();
      await held;
    });
    await written;
    expect(await currentContentVersion(t.db)).toBe(before);
    release();
    await save;
    expect(await currentContentVersion(t.db)).toBe(before + 1);
  });
});
