// Issue #28: the words of a lesson's transcript, in any of its languages, find the course, with
// the normalisation of every other text (hamza, ta marbuta, diacritics, article), on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL; a transcript replaced or removed no longer does; a very
// long one is indexed up to its cap.
import { beforeEach, describe, expect, it } from "vitest";
import { searchTerms } from "~/lib/arabic-normalize";
import { localizedText } from "~/lib/localized-text";
import { testDatabaseForSuite } from "../testing/suite-database";
import { testDatabaseKinds } from "../testing/test-databases";
import { testCourse } from "../testing/test-course";
import { copyDatabase } from "../copy-database";
import { createTestDatabase } from "../testing/test-databases";
import { currentContentVersion } from "./content-version";
import { insertCourse } from "./courses";
import {
  indexUnindexedCourses,
  refreshCourseSearch,
  searchPublishedCourses,
} from "./course-search";
import { TRANSCRIPT_WORDS_PER_LESSON } from "./transcript-search-words";
import { insertLessons } from "./lessons";
import { deleteLessonTranscript, upsertLessonTranscript } from "./lesson-transcripts";

const T0 = new Date("2026-11-29T10:00:00.000Z");

describe.each(testDatabaseKinds())("transcript words in search on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const search = async (q: string) => {
    const page = await searchPublishedCourses(t.db, {
      terms: searchTerms(q),
      limit: 10,
      offset: 0,
    });
    return page.courses.map((course) => course.id);
  };
  let courseId: string;
  let lessonId: string;

  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
    courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Household money" }), isPublished: true }),
    );
    [lessonId] = (await insertLessons(t.db, courseId, [
      {
        title: localizedText({ en: "Week one" }),
        description: localizedText({}),
        youtubeUrl: "",
        durationMinutes: 10,
      },
    ])) as [string];
  });

  const transcript = (locale: "ar" | "fr" | "en", plainText: string) =>
    upsertLessonTranscript(t.db, { lessonId, locale, kind: "text", webvtt: null, plainText }, T0);

  it("finds the course by an Arabic transcript word in every written form, then no longer", async () => {
    expect(await search("الميزانية")).toEqual([]);
    await transcript("ar", "سنتعلّم اليوم إعداد الميزانيَّة الشهرية للأسرة، ثم نتحدّث عن الادّخار.");
    await refreshCourseSearch(t.db, courseId);
    for (const q of [
      "الميزانية", // as written, with the article
      "ميزانيه", // ta marbuta as ha, no article
      "المِيزَانِيَّة", // every diacritic
      "اعداد", // hamza dropped
      "إعداد",
      "والادخار", // the conjunction and the article on the word
      "ميزا", // a prefix, as live search sends while typing
    ]) {
      expect(await search(q), q).toEqual([courseId]);
    }
    // Two words of the transcript together, and one of it with one of the title.
    expect(await search("الشهرية الأسرة")).toEqual([courseId]);
    expect(await search("household ميزانية")).toEqual([courseId]);

    await deleteLessonTranscript(t.db, lessonId, "ar");
    await refreshCourseSearch(t.db, courseId);
    expect(await search("الميزانية")).toEqual([]);
    expect(await search("household")).toEqual([courseId]);
  });

  it("keeps the index in step with the repository's own writes, every language together", async () => {
    await transcript("fr", "Aujourd'hui : l'épargne ŒUVRE pour la famille.");
    await transcript("en", "Saving a little every week");
    await transcript("ar", "الادخار");
    // No explicit refresh: upsertLessonTranscript rewrote the document, and told the page cache.
    const version = await currentContentVersion(t.db);
    await transcript("en", "Saving a little every week");
    expect(await currentContentVersion(t.db)).toBe(version + 1);
    expect(await search("epargne")).toEqual([courseId]);
    expect(await search("oeuvre")).toEqual([courseId]);
    expect(await search("saving")).toEqual([courseId]);
    expect(await search("ادخار")).toEqual([courseId]);
    // A transcript replaced loses its old words.
    await transcript("fr", "Le crédit");
    expect(await search("epargne")).toEqual([]);
    expect(await search("credit")).toEqual([courseId]);
    // Removing every language removes every word.
    await deleteLessonTranscript(t.db, lessonId);
    expect(await currentContentVersion(t.db)).toBeGreaterThan(version + 1);
    for (const q of ["credit", "saving", "ادخار"]) expect(await search(q), q).toEqual([]);
  });

  it("indexes a long transcript as its distinct words, up to the cap per lesson", async () => {
    // Latin words from a base-26 count: "wa", "wb"… each distinct, no normaliser variant.
    const word = (n: number) =>
      "w" +
      n
        .toString(26)
        .split("")
        .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
        .join("");
    const many = Array.from({ length: TRANSCRIPT_WORDS_PER_LESSON + 500 }, (_, n) => word(n));
    // Said over and over: repetition costs the index nothing.
    await transcript("en", [...many.slice(0, 50), ...many.slice(0, 50), ...many].join(" "));
    expect(await search(word(10))).toEqual([courseId]);
    expect(await search(word(TRANSCRIPT_WORDS_PER_LESSON - 1))).toEqual([courseId]);
    expect(await search(word(TRANSCRIPT_WORDS_PER_LESSON + 1))).toEqual([]);
    const { lessons } = await t.db
      .selectFrom("course_search")
      .select("lessons")
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow();
    expect(lessons.split(" ").length).toBeLessThanOrEqual(TRANSCRIPT_WORDS_PER_LESSON + 10);
  });

  it("rebuilds include transcripts: the start-up's indexing and a database copy", async () => {
    await transcript("ar", "التخطيط المالي");
    await t.db.deleteFrom("course_search").execute();
    expect(await search("تخطيط")).toEqual([]);
    expect(await indexUnindexedCourses(t.db)).toBe(1);
    expect(await search("تخطيط")).toEqual([courseId]);

    const target = await createTestDatabase("sqlite");
    try {
      await copyDatabase(t.db, target.db);
      const page = await searchPublishedCourses(target.db, {
        terms: searchTerms("التخطيط"),
        limit: 10,
        offset: 0,
      });
      expect(page.courses.map((course) => course.id)).toEqual([courseId]);
    } finally {
      await target.destroy();
    }
  });
});
