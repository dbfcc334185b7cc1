// Course export and import at the feature level, on both databases (issue #14): what the ZIP
// holds, drafts with new ids and re-encoded images, every problem of an invalid file with its
// place and nothing imported, and the hostile archives (unsafe names, links, bombs) refused.
import { silentLogger } from "~/.server/logger";
import { captureLogs } from "~/.server/testing/captured-logs";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import yazl from "yazl";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { findAllCourses, findCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { findQuestionsByLessonIds } from "~/.server/db/repositories/quiz-questions";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { saveCourse } from "~/features/course-admin/save-course.server";
import { storeThumbnailImage } from "~/.server/thumbnails/store-thumbnail";
import { OWNER_ACTOR } from "~/lib/admin-audit";
import { THUMBNAIL_WIDTHS, thumbnailVariants } from "~/lib/stored-thumbnail-url";
import { exportCourses } from "~/features/course-transfer/export-courses.server";
import {
  importCoursesFromZip,
  type ImportResult,
} from "~/features/course-transfer/import-courses.server";
import { MANIFEST_FORMAT, type CourseManifest } from "~/features/course-transfer/manifest";
import { rawZip, type RawEntry } from "~/features/course-transfer/testing/raw-zip";
import { zipContents } from "~/features/course-transfer/testing/zip-contents";
import { localizedText } from "~/lib/localized-text";

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

async function pngOf(width: number, height: number, background = "#0a7") {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A valid manifest course, with `fields` over it, as files of versions 1 and 2 spell it: a key per
 * language for each text (`manifest` writes version 1 unless told). The current version is what
 * the export writes, and the round trip (round-trip.test.ts) imports it.
 */
function manifestCourse(fields: Record<string, unknown> = {}) {
  return {
    id: "source-id",
    isPublished: true,
    title: "Budgeting",
    titleAr: "الميزانية",
    description: "Plan a month",
    descriptionAr: "خطة شهر",
    category: "Finance",
    instructorName: "Mariem",
    difficultyLevel: "beginner",
    durationMinutes: 45,
    thumbnailUrl: "",
    thumbnailFile: null,
    lessons: [
      {
        title: "One",
        titleAr: "الأول",
        description: "",
        descriptionAr: "",
        youtubeUrl: VIDEO,
        durationMinutes: 10,
      },
    ],
    links: [{ title: "Bank", url: "https://www.bcm.mr", description: "Central bank" }],
    ...fields,
  };
}

function manifest(courses: unknown[], fields: Record<string, unknown> = {}) {
  return JSON.stringify({
    format: MANIFEST_FORMAT,
    version: 1,
    exportedAt: "2026-11-23T10:00:00.000Z",
    courses,
    ...fields,
  });
}

describe.each(testDatabaseKinds())("course export and import on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let dir: string;
  let storage: LocalDiskStorage;
  let PNG: Uint8Array;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-transfer-"));
    PNG = await pngOf(1200, 800);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("audit_log").execute();
    rmSync(join(dir, "uploads"), { recursive: true, force: true });
    storage = new LocalDiskStorage(join(dir, "uploads"));
  });

  const storedFiles = () => {
    try {
      return readdirSync(join(dir, "uploads", THUMBNAIL_BUCKET)).sort();
    } catch {
      return [];
    }
  };

  async function importZip(zip: Buffer): Promise<ImportResult> {
    const path = join(dir, `import-${crypto.randomUUID()}.zip`);
    writeFileSync(path, zip);
    try {
      return await importCoursesFromZip(t.db, storage, path, TEST_AUDIT_ORIGIN, silentLogger());
    } finally {
      rmSync(path, { force: true });
    }
  }

  async function save(fields: Record<string, unknown>) {
    const saved = await saveCourse(
      t.db,
      storage,
      null,
      {
        description: {},
        instructorName: "",
        difficultyLevel: "beginner",
        durationMinutes: 0,
        thumbnailUrl: "",
        videos: [],
        links: [],
        ...fields,
      },
      silentLogger(),
      TEST_AUDIT_ORIGIN,
    );
    if (!saved.ok) throw new Error(saved.error.description);
    return saved.courseId;
  }

  async function upload(bytes: Uint8Array) {
    const stored = await storeThumbnailImage(storage, bytes, silentLogger());
    if (stored.status !== 201) throw new Error(stored.description);
    return stored.url;
  }

  describe("export", () => {
    it("writes every course oldest first with every editor field, and each uploaded image once", async () => {
      const image = await upload(PNG);
      const first = await save({
        title: { en: "Budgeting", ar: "الميزانية", fr: "Le budget" },
        description: { en: "Plan a month", ar: "خطة شهر", fr: "Prévoir un mois" },
        category: "Finance",
        instructorName: "مريم",
        difficultyLevel: "intermediate",
        durationMinutes: 45,
        thumbnailUrl: image,
        videos: [
          {
            title: { en: "One", ar: "الأول", fr: "Première" },
            description: { fr: "Pourquoi" },
            youtubeUrl: VIDEO,
            durationMinutes: 10,
            questions: [],
          },
          {
            title: { en: "Two" },
            youtubeUrl: "https://youtu.be/wyZne_GSXQU",
            durationMinutes: 5,
          },
        ],
        links: [
          {
            title: { en: "Bank", fr: "Banque centrale" },
            url: "https://www.bcm.mr",
            description: "Central bank",
          },
        ],
      });
      const second = await save({
        title: { en: "Marketing" },
        category: "Marketing",
        thumbnailUrl: "https://images.example.com/m.jpg",
      });
      // The same upload shown by a third course travels once.
      const third = await save({
        title: { en: "Again" },
        category: "Finance",
        thumbnailUrl: image,
      });

      const exported = await exportCourses(
        t.db,
        storage,
        null,
        silentLogger(),
        new Date("2026-11-23T12:00:00Z"),
      );
      expect(exported?.fileName).toBe("maarifa-courses-2026-11-23.zip");
      const files = await zipContents(await collect(exported!.stream));
      expect([...files.keys()].sort()).toEqual(["manifest.json", "thumbnails/1.webp"]);

      const written = JSON.parse(files.get("manifest.json")!.toString()) as CourseManifest;
      expect(written.format).toBe("maarifa-courses");
      expect(written.version).toBe(3);
      expect(written.exportedAt).toBe("2026-11-23T12:00:00.000Z");
      expect(written.courses.map((c) => c.id)).toEqual([first, second, third]);
      expect(written.courses[0]).toEqual({
        id: first,
        isPublished: false,
        title: localizedText({ en: "Budgeting", ar: "الميزانية", fr: "Le budget" }),
        description: localizedText({ en: "Plan a month", ar: "خطة شهر", fr: "Prévoir un mois" }),
        category: "Finance",
        instructorName: "مريم",
        difficultyLevel: "intermediate",
        durationMinutes: 45,
        passMark: 70,
        thumbnailUrl: "",
        thumbnailFile: "thumbnails/1.webp",
        lessons: [
          {
            title: localizedText({ en: "One", ar: "الأول", fr: "Première" }),
            description: localizedText({ fr: "Pourquoi" }),
            youtubeUrl: VIDEO,
            durationMinutes: 10,
            questions: [],
          },
          {
            title: localizedText({ en: "Two" }),
            description: localizedText({}),
            youtubeUrl: "https://youtu.be/wyZne_GSXQU",
            durationMinutes: 5,
            questions: [],
          },
        ],
        links: [
          {
            title: localizedText({ en: "Bank", fr: "Banque centrale" }),
            url: "https://www.bcm.mr",
            description: "Central bank",
          },
        ],
      });
      expect(written.courses[1]).toMatchObject({
        thumbnailUrl: "https://images.example.com/m.jpg",
        thumbnailFile: null,
      });
      expect(written.courses[2]).toMatchObject({
        thumbnailUrl: "",
        thumbnailFile: "thumbnails/1.webp",
      });
      // The largest stored width, as it is stored.
      const key = image.split("/").pop()!;
      const stored = await collect((await storage.read(THUMBNAIL_BUCKET, key))!);
      expect(files.get("thumbnails/1.webp")!.equals(stored)).toBe(true);
    });

    it("exports one course alone, and nothing for an unknown id", async () => {
      await save({ title: { en: "Other" }, category: "Finance" });
      const id = await save({ title: { en: "Only me" }, category: "Design" });
      const exported = await exportCourses(
        t.db,
        storage,
        id,
        silentLogger(),
        new Date("2026-01-02T00:00:00Z"),
      );
      expect(exported?.fileName).toBe(`maarifa-course-${id}-2026-01-02.zip`);
      const files = await zipContents(await collect(exported!.stream));
      const written = JSON.parse(files.get("manifest.json")!.toString()) as CourseManifest;
      expect(written.courses.map((c) => c.title.en)).toEqual(["Only me"]);
      expect(await exportCourses(t.db, storage, crypto.randomUUID(), silentLogger())).toBeNull();
    });

    it("exports a course whose stored image has gone missing without it", async () => {
      const image = await upload(PNG);
      await save({ title: { en: "Lost image" }, category: "Finance", thumbnailUrl: image });
      rmSync(join(dir, "uploads", THUMBNAIL_BUCKET), { recursive: true, force: true });
      const logs = captureLogs();
      const exported = await exportCourses(t.db, storage, null, logs.logger);
      const files = await zipContents(await collect(exported!.stream));
      expect([...files.keys()]).toEqual(["manifest.json"]);
      const written = JSON.parse(files.get("manifest.json")!.toString()) as CourseManifest;
      expect(written.courses[0]).toMatchObject({ thumbnailUrl: "", thumbnailFile: null });
      // Said in the server's log (a line of the logger, not the console).
      expect(logs.lines()).toEqual([
        expect.objectContaining({ level: 40, event: "course_export_thumbnail_missing" }),
      ]);
    });
  });

  describe("import", () => {
    it("creates every course as a draft with new ids, its lessons, links and re-encoded image", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: manifest([
            manifestCourse({ thumbnailFile: "thumbnails/1.png" }),
            manifestCourse({
              id: "second",
              title: "  Design  ",
              titleAr: "",
              category: "Design",
              lessons: [],
              links: [],
              thumbnailUrl: "https://images.example.com/d.jpg",
            }),
          ]),
        },
        { name: "thumbnails/", data: "" },
        { name: "thumbnails/1.png", data: PNG, method: 0 },
      ]);
      const result = await importZip(zip);
      expect(result).toMatchObject({ ok: true, thumbnails: 1 });
      if (!result.ok) return;
      // Each named by the title learners see: Arabic first, else English.
      expect(result.courses.map((c) => [c.title, c.sourceId])).toEqual([
        ["الميزانية", "source-id"],
        ["Design", "second"],
      ]);
      const [first, second] = await Promise.all(
        result.courses.map((c) => findCourseById(t.db, c.id)),
      );
      expect(first).toMatchObject({
        title: { en: "Budgeting" },
        isPublished: false,
        category: "Finance",
      });
      expect(first!.id).not.toBe("source-id");
      expect(second).toMatchObject({
        title: { en: "Design" },
        isPublished: false,
        thumbnailUrl: "https://images.example.com/d.jpg",
      });
      expect(await findLessonsByCourseId(t.db, first!.id)).toMatchObject([
        {
          title: { en: "One", ar: "الأول" },
          youtubeUrl: VIDEO,
          durationMinutes: 10,
          orderIndex: 1,
        },
      ]);
      expect(await findLinksByCourseId(t.db, first!.id)).toMatchObject([
        {
          title: { en: "Bank", fr: "" },
          url: "https://www.bcm.mr",
          description: "Central bank",
        },
      ]);
      // A file written before issue #15 has no French fields: the courses have no French text.
      expect(first).toMatchObject({ title: { fr: "" }, description: { fr: "" } });
      expect(await findLessonsByCourseId(t.db, first!.id)).toMatchObject([
        { title: { fr: "" }, description: { fr: "" } },
      ]);
      // The PNG is stored as our WebP widths under a new random name, never as it came.
      const variants = thumbnailVariants(first!.thumbnailUrl)!;
      expect(variants).toHaveLength(THUMBNAIL_WIDTHS.length);
      expect(storedFiles()).toEqual(variants.map((v) => v.url.split("/").pop()).sort());
      for (const name of storedFiles()) {
        const bytes = await collect((await storage.read(THUMBNAIL_BUCKET, name))!);
        expect((await sharp(bytes).metadata()).format).toBe("webp");
      }
      // Newest first on the dashboard, as in the source: the file's order is kept.
      expect((await findAllCourses(t.db)).map((c) => c.title.en)).toEqual(["Design", "Budgeting"]);
      // One `course.import` entry per course, with who, from where, the course and its source.
      const entries = await findAuditEntries(t.db, { action: "course.import" }, { limit: 10 });
      expect(entries.map((entry) => ({ ...entry, id: undefined, at: undefined }))).toEqual([
        {
          id: undefined,
          at: undefined,
          actorId: null,
          actorName: OWNER_ACTOR.name,
          action: "course.import",
          courseId: second!.id,
          courseTitle: "Design",
          courseExists: true,
          details: JSON.stringify({ sourceId: "second", lessons: 0 }),
          ip: TEST_AUDIT_ORIGIN.ip,
        },
        {
          id: undefined,
          at: undefined,
          actorId: null,
          actorName: OWNER_ACTOR.name,
          action: "course.import",
          courseId: first!.id,
          courseTitle: "الميزانية",
          courseExists: true,
          details: JSON.stringify({ sourceId: "source-id", lessons: 1 }),
          ip: TEST_AUDIT_ORIGIN.ip,
        },
      ]);
    });

    // Issue #15: the French fields travel, and a French title alone is a title.
    it("imports the French text of courses, lessons and links", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: manifest([
            manifestCourse({
              titleFr: "Le budget",
              descriptionFr: "Prévoir un mois",
              lessons: [
                {
                  ...manifestCourse().lessons[0],
                  titleFr: "Première leçon",
                  descriptionFr: "Pourquoi",
                },
              ],
              links: [{ ...manifestCourse().links[0], titleFr: "Banque centrale" }],
            }),
            manifestCourse({ id: "fr-only", title: "", titleAr: "", titleFr: "  Économie  " }),
          ]),
        },
      ]);
      const result = await importZip(zip);
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      // Named as Arabic pages name them (the audit log's rule): Arabic first, French when alone.
      expect(result.courses.map((c) => c.title)).toEqual(["الميزانية", "Économie"]);
      const [first, second] = result.courses.map((c) => c.id) as [string, string];
      expect(await findCourseById(t.db, first)).toMatchObject({
        title: { fr: "Le budget" },
        description: { fr: "Prévoir un mois" },
      });
      expect(await findLessonsByCourseId(t.db, first)).toMatchObject([
        { title: { fr: "Première leçon" }, description: { fr: "Pourquoi" } },
      ]);
      expect(await findLinksByCourseId(t.db, first)).toMatchObject([
        { title: { en: "Bank", fr: "Banque centrale" } },
      ]);
      expect(await findCourseById(t.db, second)).toMatchObject({
        title: { en: "", ar: "", fr: "Économie" },
      });
    });

    // Issue #16: version 2 carries quizzes and the pass mark; version 1 files are courses without.
    it("imports version 2 quizzes and pass marks under new ids, and version 1 files without them", async () => {
      const quizLesson = {
        ...manifestCourse().lessons[0],
        questions: [
          {
            text: "",
            textAr: "كم أوقية قديمة في الأوقية الجديدة؟",
            textFr: "",
            explanation: "",
            explanationAr: "منذ 2018",
            explanationFr: "",
            // Ids in a file are the other site's: never kept.
            options: [
              { id: "their-option", text: "", textAr: "10", textFr: "", correct: true },
              { text: "", textAr: "100", textFr: "", correct: false },
            ],
            id: "their-question",
          },
        ],
      };
      const v2 = await importZip(
        rawZip([
          {
            name: "manifest.json",
            data: manifest([manifestCourse({ passMark: 90, lessons: [quizLesson] })], {
              version: 2,
            }),
          },
        ]),
      );
      expect(v2).toMatchObject({ ok: true });
      if (!v2.ok) return;
      const courseId = v2.courses[0]!.id;
      expect((await findCourseById(t.db, courseId))?.passMark).toBe(90);
      const lessons = await findLessonsByCourseId(t.db, courseId);
      const quiz = (
        await findQuestionsByLessonIds(
          t.db,
          lessons.map((l) => l.id),
        )
      ).get(lessons[0]!.id);
      expect(quiz).toMatchObject([
        {
          text: { ar: "كم أوقية قديمة في الأوقية الجديدة؟" },
          explanation: { ar: "منذ 2018" },
          orderIndex: 1,
          options: [
            { text: { ar: "10" }, correct: true },
            { text: { ar: "100" }, correct: false },
          ],
        },
      ]);
      expect(quiz?.[0]?.id).not.toBe("their-question");
      expect(quiz?.[0]?.options.map((o) => o.id)).not.toContain("their-option");
      expect(quiz?.[0]?.options.every((o) => /^[0-9a-f-]{36}$/.test(o.id))).toBe(true);

      // An export made before quizzes: version 1, no `passMark`, no `questions`.
      const v1 = await importZip(
        rawZip([{ name: "manifest.json", data: manifest([manifestCourse()]) }]),
      );
      expect(v1).toMatchObject({ ok: true });
      if (!v1.ok) return;
      const old = await findCourseById(t.db, v1.courses[0]!.id);
      expect(old?.passMark).toBe(70);
      const oldLessons = await findLessonsByCourseId(t.db, old!.id);
      expect(oldLessons).toHaveLength(1);
      expect(
        await t.db
          .selectFrom("quiz_questions")
          .select("id")
          .where("lesson_id", "=", oldLessons[0]!.id)
          .execute(),
      ).toEqual([]);
    });

    it("checks quizzes and the pass mark with the editor's rules, naming their places", async () => {
      const incomplete = {
        ...manifestCourse().lessons[0],
        questions: [
          {
            textAr: "",
            options: [
              { textAr: "نعم", correct: false },
              { textAr: "", correct: false },
            ],
          },
        ],
      };
      const result = await importZip(
        rawZip([
          {
            name: "manifest.json",
            data: manifest([manifestCourse({ passMark: 0, lessons: [incomplete] })], {
              version: 2,
            }),
          },
        ]),
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const problems = result.problems.map((p) => `${p.place}: ${p.message}`);
      expect(problems).toContain(
        "courses[0].passMark: Pass mark must be a whole number from 1 to 100",
      );
      expect(problems).toContain(
        "courses[0].lessons[0].questions[0].textAr: Video 1, question 1: enter the question in English, Arabic or French",
      );
      expect(problems).toContain(
        "courses[0].lessons[0].questions[0].options[1].textAr: Video 1, question 1, option 2: enter this option in English, Arabic or French",
      );
      expect(problems).toContain(
        "courses[0].lessons[0].questions[0].options: Video 1, question 1: mark at least one option as correct",
      );
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("lists every problem of every course with its place, the editor's messages, and imports nothing", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: manifest([
            manifestCourse(),
            manifestCourse({
              title: "",
              titleAr: "",
              thumbnailUrl: "ftp://example.com/x.png",
              lessons: [
                manifestCourse().lessons[0],
                { title: "Playlist", youtubeUrl: "https://www.youtube.com/playlist?list=PL1" },
              ],
            }),
            manifestCourse({
              difficultyLevel: "expert",
              links: [{ title: "", url: "javascript:alert(1)", description: "" }],
              thumbnailFile: "thumbnails/9.png",
            }),
            "not a course",
            manifestCourse({ thumbnailFile: "thumbnails/3.png" }),
          ]),
        },
        { name: "thumbnails/3.png", data: "<svg onload=alert(1)>" },
      ]);
      const result = await importZip(zip);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.status).toBe(422);
      expect(result.problems.map((p) => `${p.place}: ${p.message}`)).toEqual([
        "courses[1].title: Enter a title in English, Arabic or French",
        "courses[1].titleAr: Enter a title in English, Arabic or French",
        "courses[1].titleFr: Enter a title in English, Arabic or French",
        "courses[1].thumbnailUrl: Image URL must start with http:// or https://",
        'courses[1].lessons[1].youtubeUrl: Video 2 ("Playlist"): this is a YouTube playlist link, not a video; paste the link of one video (youtube.com/watch?v=…, youtu.be/…)',
        "courses[2].difficultyLevel: Choose a difficulty level",
        "courses[2].links[0].url: Link 1: the URL must start with http:// or https://",
        "courses[2].links[0].title: Link 1: enter a title",
        'courses[2].thumbnailFile: "thumbnails/9.png" is not in the ZIP',
        "courses[3]: must be an object",
        'courses[4].thumbnailFile "thumbnails/3.png": Please select an image file',
      ]);
      expect(await findAllCourses(t.db)).toEqual([]);
      expect(storedFiles()).toEqual([]);
    });

    it("refuses an address of another site's uploads: such an image travels in the ZIP", async () => {
      const stored = `/uploads/course-thumbnails/${crypto.randomUUID()}-960.webp`;
      const result = await importZip(
        rawZip([
          { name: "manifest.json", data: manifest([manifestCourse({ thumbnailUrl: stored })]) },
        ]),
      );
      expect(result).toMatchObject({
        ok: false,
        problems: [
          {
            place: "courses[0].thumbnailUrl",
            message:
              "an uploaded image must be in the ZIP (thumbnailFile), not an address of its storage",
          },
        ],
      });
    });

    it("removes the images it stored when another image of the file is refused", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: manifest([
            manifestCourse({ thumbnailFile: "thumbnails/1.png" }),
            manifestCourse({ thumbnailFile: "thumbnails/2.png" }),
          ]),
        },
        { name: "thumbnails/1.png", data: PNG },
        { name: "thumbnails/2.png", data: PNG.subarray(0, 200) },
      ]);
      const result = await importZip(zip);
      expect(result).toMatchObject({
        ok: false,
        problems: [
          {
            place: 'courses[1].thumbnailFile "thumbnails/2.png"',
            message: "The image could not be read; it may be damaged",
          },
        ],
      });
      expect(storedFiles()).toEqual([]);
    });

    it("refuses an image over the upload's 5 MB, as the upload does", async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      const zip = rawZip([
        { name: "manifest.json", data: manifest([manifestCourse({ thumbnailFile: "t/1.png" })]) },
        { name: "t/1.png", data: big, method: 0 },
      ]);
      expect(await importZip(zip)).toMatchObject({
        ok: false,
        problems: [
          {
            place: 'courses[0].thumbnailFile "t/1.png"',
            message: "Please select an image smaller than 5MB",
          },
        ],
      });
    });

    it("creates nothing and keeps no image when the transaction fails half-way", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: manifest([manifestCourse({ thumbnailFile: "thumbnails/1.png" })]),
        },
        { name: "thumbnails/1.png", data: PNG },
      ]);
      const path = join(dir, "failing.zip");
      writeFileSync(path, zip);
      const failing = t.db.withPlugin(new FailInsertsInto("course_links"));
      const result = await importCoursesFromZip(
        failing,
        storage,
        path,
        TEST_AUDIT_ORIGIN,
        silentLogger(),
      );
      expect(result).toMatchObject({ ok: false, status: 500 });
      expect(await findAllCourses(t.db)).toEqual([]);
      expect(storedFiles()).toEqual([]);
      expect(await findAuditEntries(t.db, { action: "course.import" }, { limit: 10 })).toEqual([]);
    });

    it("refuses a file of another format, of a newer version, or without a manifest", async () => {
      const cases: [RawEntry[], string][] = [
        [
          [{ name: "manifest.json", data: manifest([manifestCourse()], { format: "moodle" }) }],
          'manifest.json format: this is not a course export of this site (expected "maarifa-courses", found "moodle")',
        ],
        [
          [{ name: "manifest.json", data: manifest([manifestCourse()], { version: 4 }) }],
          "manifest.json version: this file is version 4; this site reads versions 1, 2 and 3. Update the site, then import it again",
        ],
        [
          [{ name: "manifest.json", data: manifest([manifestCourse()], { version: "1" }) }],
          'manifest.json version: unknown version "1" (this site reads versions 1, 2 and 3)',
        ],
        [[{ name: "manifest.json", data: "{ nope" }], "manifest.json: is not valid JSON"],
        [
          [{ name: "manifest.json", data: manifest([]) }],
          "manifest.json courses: the file holds no course",
        ],
        [
          [{ name: "course.json", data: "{}" }],
          "manifest.json: is missing: this is not a course export",
        ],
      ];
      for (const [entries, expected] of cases) {
        const result = await importZip(rawZip(entries));
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        expect(result.status).toBe(400);
        expect(result.problems.map((p) => `${p.place}: ${p.message}`).join("\n")).toContain(
          expected,
        );
      }
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses what is not a ZIP", async () => {
      expect(await importZip(Buffer.from("just some text, not a zip"))).toEqual({
        ok: false,
        status: 400,
        title: "Import failed",
        problems: [{ place: "file", message: "This file is not a ZIP archive (or it is damaged)" }],
      });
    });

    it("refuses the whole ZIP for any unsafe entry name, naming each", async () => {
      const valid = { name: "manifest.json", data: manifest([manifestCourse()]) };
      const result = await importZip(
        rawZip([
          valid,
          { name: "../../etc/passwd", data: "x" },
          { name: "thumbnails/../../x.png", data: "x" },
          { name: "/etc/cron.d/x", data: "x" },
          { name: "C:/Windows/x.dll", data: "x" },
          { name: "c:x", data: "x" },
          { name: "thumbnails\\..\\..\\x.png", data: "x" },
          { name: "a\u0000b", data: "x" },
        ]),
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.status).toBe(400);
      expect(result.problems).toEqual([
        { place: 'ZIP entry "../../etc/passwd"', message: '".." would climb out of the folder' },
        {
          place: 'ZIP entry "thumbnails/../../x.png"',
          message: '".." would climb out of the folder',
        },
        { place: 'ZIP entry "/etc/cron.d/x"', message: "absolute paths are not accepted" },
        {
          place: 'ZIP entry "C:/Windows/x.dll"',
          message: "a drive letter makes this an absolute path",
        },
        { place: 'ZIP entry "c:x"', message: "a drive letter makes this an absolute path" },
        {
          place: 'ZIP entry "thumbnails\\\\..\\\\..\\\\x.png"',
          message: "backslashes in entry names are not accepted (a Windows path)",
        },
        { place: 'ZIP entry "a\\u0000b"', message: "control characters in the entry name" },
      ]);
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses a symbolic link, even one the manifest names as an image", async () => {
      const result = await importZip(
        rawZip([
          {
            name: "manifest.json",
            data: manifest([manifestCourse({ thumbnailFile: "thumbnails/1.png" })]),
          },
          { name: "thumbnails/1.png", data: "/etc/passwd", method: 0, unixMode: 0o120777 },
        ]),
      );
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        problems: [
          { place: 'ZIP entry "thumbnails/1.png"', message: "symbolic links are not accepted" },
        ],
      });
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses a ZIP bomb by its declared sizes, before inflating anything", async () => {
      // 40 MB of zeros deflates to about 40 KB: a thousand to one.
      const zeros = new Uint8Array(40 * 1024 * 1024);
      const result = await importZip(
        rawZip([
          { name: "manifest.json", data: manifest([manifestCourse()]) },
          { name: "padding.bin", data: zeros },
        ]),
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problems).toEqual([
        {
          place: 'ZIP entry "padding.bin"',
          message: "expands to 40 MB; no entry may be over 32 MB",
        },
      ]);
      const ratio = await importZip(
        rawZip([
          { name: "manifest.json", data: manifest([manifestCourse()]) },
          { name: "padding.bin", data: zeros.subarray(0, 20 * 1024 * 1024) },
        ]),
      );
      expect(ratio).toMatchObject({
        ok: false,
        problems: [
          {
            place: 'ZIP entry "padding.bin"',
            message: expect.stringMatching(
              /^expands \d+ times \(more than 200\); refused as a possible ZIP bomb$/,
            ),
          },
        ],
      });
    });

    it("stops inflating an entry that declares a small size but inflates past it", async () => {
      // A manifest whose headers say 100 bytes but which inflates to 20 MB: it must be cut off
      // at the declared size, never read to the end.
      const huge = manifest([manifestCourse({ description: "x".repeat(20 * 1024 * 1024) })]);
      const lyingManifest = await importZip(
        rawZip([{ name: "manifest.json", data: huge, declaredSize: 100 }]),
      );
      expect(lyingManifest).toMatchObject({
        ok: false,
        status: 400,
        problems: [
          {
            place: 'ZIP entry "manifest.json"',
            message: "refused as a possible ZIP bomb: it inflates past the size it declares",
          },
        ],
      });
      const lyingImage = await importZip(
        rawZip([
          { name: "manifest.json", data: manifest([manifestCourse({ thumbnailFile: "t.png" })]) },
          { name: "t.png", data: new Uint8Array(30 * 1024 * 1024), declaredSize: 1000 },
        ]),
      );
      expect(lyingImage).toMatchObject({
        ok: false,
        problems: [
          {
            place: 'ZIP entry "t.png"',
            message: "refused as a possible ZIP bomb: it inflates past the size it declares",
          },
        ],
      });
      expect(await findAllCourses(t.db)).toEqual([]);
      expect(storedFiles()).toEqual([]);
    });

    it("refuses a ZIP of too many entries and one naming a file twice", async () => {
      const many = rawZip([
        { name: "manifest.json", data: manifest([manifestCourse()]) },
        ...Array.from({ length: 5001 }, (_, i) => ({
          name: `f/${i}`,
          data: "",
          method: 0 as const,
        })),
      ]);
      expect(await importZip(many)).toMatchObject({
        ok: false,
        problems: [
          { place: "file", message: "The ZIP holds 5002 entries; at most 5000 are accepted" },
        ],
      });
      const twice = rawZip([
        { name: "manifest.json", data: manifest([manifestCourse()]) },
        { name: "manifest.json", data: manifest([manifestCourse({ title: "Other" })]) },
      ]);
      expect(await importZip(twice)).toMatchObject({
        ok: false,
        problems: [
          { place: 'ZIP entry "manifest.json"', message: "this name appears twice in the ZIP" },
        ],
      });
    });

    it("reads a ZIP written by a ZIP library (deflated entries, data descriptors)", async () => {
      const zip = new yazl.ZipFile();
      zip.addBuffer(
        Buffer.from(manifest([manifestCourse({ thumbnailFile: "thumbnails/1.png" })])),
        "manifest.json",
      );
      zip.addBuffer(Buffer.from(PNG), "thumbnails/1.png");
      zip.end();
      const result = await importZip(await collect(zip.outputStream));
      expect(result).toMatchObject({ ok: true, thumbnails: 1 });
    });
  });
});
