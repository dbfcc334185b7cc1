// Issue #14's round trip: populate one database, export everything, import the ZIP into an empty
// database of the other engine, export again, and compare: the manifests are the same but for
// what must differ (ids, publication, the time of export), and the images are the same pictures,
// re-encoded rather than copied. Both directions when PostgreSQL is configured.
import { silentLogger } from "~/.server/logger";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseKind } from "~/.server/db/create-database";
import { findAllCourses, setCoursePublished } from "~/.server/db/repositories/courses";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { THUMBNAIL_WIDTHS } from "~/lib/stored-thumbnail-url";
import { saveCourse } from "~/features/course-admin/save-course.server";
import { storeThumbnailImage } from "~/.server/thumbnails/store-thumbnail";
import { exportCourses } from "~/features/course-transfer/export-courses.server";
import { importCoursesFromZip } from "~/features/course-transfer/import-courses.server";
import type { CourseManifest } from "~/features/course-transfer/manifest";
import { zipContents } from "~/features/course-transfer/testing/zip-contents";
import { localizedText } from "~/lib/localized-text";

const kinds = testDatabaseKinds();
const directions: [DatabaseKind, DatabaseKind][] = kinds.includes("postgres")
  ? [
      ["sqlite", "postgres"],
      ["postgres", "sqlite"],
    ]
  : [["sqlite", "sqlite"]];

/** A smooth picture (a gradient), so that comparing pixels after lossy re-encoding means something. */
async function gradientPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 255);
      pixels[i + 1] = Math.round((y / height) * 255);
      pixels[i + 2] = 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Mean difference per channel (0–255) of two images of the same size. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all(
    [a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect(ra!.info.width).toBe(rb!.info.width);
  expect(ra!.info.height).toBe(rb!.info.height);
  let total = 0;
  for (let i = 0; i < ra!.data.length; i++) total += Math.abs(ra!.data[i]! - rb!.data[i]!);
  return total / ra!.data.length;
}

/** What must be equal across sites: everything but ids, publication, the export's time. */
function comparable(manifest: CourseManifest) {
  return {
    format: manifest.format,
    version: manifest.version,
    courses: manifest.courses.map(({ id: _id, isPublished: _published, ...course }) => ({
      ...course,
      // An upload from before WebP widths (a .png) comes back as WebP: the same picture.
      thumbnailFile: course.thumbnailFile?.replace(/\.[a-z]+$/, "") ?? null,
    })),
  };
}

describe.each(directions)("export and import round trip, %s to %s", (from, to) => {
  const source = testDatabaseForSuite(from);
  const target = testDatabaseForSuite(to);
  let dir: string;
  let sourceStorage: LocalDiskStorage;
  let targetStorage: LocalDiskStorage;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-round-trip-"));
    sourceStorage = new LocalDiskStorage(join(dir, "source"));
    targetStorage = new LocalDiskStorage(join(dir, "target"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function save(fields: Record<string, unknown>) {
    const saved = await saveCourse(
      source.db,
      sourceStorage,
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

  it("exports everything, imports it into the empty other database, and exports the same again", async () => {
    const photo = await storeThumbnailImage(
      sourceStorage,
      await gradientPng(1200, 800),
      silentLogger(),
    );
    if (photo.status !== 201) throw new Error(photo.description);
    // An upload from before issue #5: one file as it was uploaded, under its own extension.
    const legacyKey = `${crypto.randomUUID()}.png`;
    const legacy = await sourceStorage.put(
      THUMBNAIL_BUCKET,
      legacyKey,
      await gradientPng(500, 300),
    );

    const budgeting = await save({
      title: {
        en: "Budgeting for families",
        ar: "ميزانية الأسرة",
        fr: "Le budget des familles",
      },
      description: {
        en: "Plan a month of spending",
        ar: "خطّط لمصاريف شهر كامل",
        fr: "Prévoir les dépenses d’un mois entier",
      },
      category: "Finance",
      instructorName: "مريم بنت أحمد",
      difficultyLevel: "intermediate",
      durationMinutes: 95,
      passMark: 80,
      thumbnailUrl: photo.url,
      videos: [
        {
          title: { en: "Why a budget", ar: "لماذا الميزانية", fr: "Pourquoi un budget" },
          description: { en: "The idea", ar: "الفكرة", fr: "L’idée" },
          youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          durationMinutes: 12,
          // Issue #16: a quiz, with its options, answer key and explanations.
          questions: [
            {
              text: {
                en: "What is a budget?",
                ar: "ما الميزانية؟",
                fr: "Qu’est-ce qu’un budget ?",
              },
              explanation: { en: "A plan comes first", ar: "الخطة أولًا", fr: "" },
              options: [
                { text: { en: "A plan", ar: "خطة", fr: "Un plan" }, correct: true },
                { text: { en: "A debt", ar: "دين", fr: "Une dette" }, correct: false },
                { text: { en: "A forecast", ar: "توقّع", fr: "" }, correct: true },
              ],
            },
            {
              text: { ar: "هل الادخار مهم؟" },
              options: [
                { text: { ar: "نعم" }, correct: true },
                { text: { ar: "لا" }, correct: false },
              ],
            },
          ],
        },
        {
          title: { en: "Income" },
          youtubeUrl: "https://youtu.be/wyZne_GSXQU",
          durationMinutes: 15,
        },
        { title: { ar: "المتابعة" }, youtubeUrl: "https://www.youtube.com/embed/RCOZXRGf6M4" },
      ],
      links: [
        {
          title: { en: "Central bank", fr: "Banque centrale" },
          url: "https://www.bcm.mr",
          description: "البنك المركزي",
        },
        { title: { en: "Worksheet" }, url: "http://example.com/sheet.pdf", description: "" },
      ],
    });
    await setCoursePublished(source.db, budgeting, true);
    await save({
      title: { en: "تسويق رقمي" },
      category: "Marketing",
      difficultyLevel: "advanced",
      thumbnailUrl: "https://images.example.com/marketing.jpg",
    });
    await save({ title: { en: "Budgeting, again" }, category: "Finance", thumbnailUrl: photo.url });
    // Issue #15: a course titled in French alone.
    await save({ title: { fr: "Économie générale" }, category: "Business" });
    await save({ title: { en: "Old upload" }, category: "Design", thumbnailUrl: legacy });

    // The bytes an administrator downloads, and then uploads to the other site.
    const download = await collect(
      (await exportCourses(source.db, sourceStorage, null, silentLogger()))!.stream,
    );
    const first = await zipContents(download);
    expect([...first.keys()].sort()).toEqual([
      "manifest.json",
      "thumbnails/1.webp",
      "thumbnails/5.png",
    ]);

    expect(await findAllCourses(target.db)).toEqual([]);
    const zipPath = join(dir, "export.zip");
    writeFileSync(zipPath, download);
    const imported = await importCoursesFromZip(
      target.db,
      targetStorage,
      zipPath,
      TEST_AUDIT_ORIGIN,
      silentLogger(),
    );
    expect(imported).toMatchObject({ ok: true, thumbnails: 2 });
    // Every width of each of the two images, under new names.
    const targetFiles = readdirSync(join(dir, "target", THUMBNAIL_BUCKET));
    expect(targetFiles).toHaveLength(2 * THUMBNAIL_WIDTHS.length);
    expect(targetFiles.every((name) => name.endsWith(".webp"))).toBe(true);
    expect(targetFiles).not.toContain(photo.url.split("/").pop());

    const second = await zipContents(
      await collect((await exportCourses(target.db, targetStorage, null, silentLogger()))!.stream),
    );
    expect([...second.keys()].sort()).toEqual([
      "manifest.json",
      "thumbnails/1.webp",
      "thumbnails/5.webp",
    ]);

    const before = JSON.parse(first.get("manifest.json")!.toString()) as CourseManifest;
    const after = JSON.parse(second.get("manifest.json")!.toString()) as CourseManifest;
    expect(comparable(after)).toEqual(comparable(before));
    // The French text went there and back (issue #15).
    expect(after.courses[0]).toMatchObject({
      title: { fr: "Le budget des familles" },
      description: { fr: "Prévoir les dépenses d’un mois entier" },
      lessons: [{ title: { fr: "Pourquoi un budget" }, description: { fr: "L’idée" } }, {}, {}],
      links: [{ title: { fr: "Banque centrale" } }, { title: { fr: "" } }],
    });
    expect(after.courses[3]).toMatchObject({ title: { en: "", fr: "Économie générale" } });
    // The quiz and the pass mark went there and back (issue #16), under new ids.
    expect(after.courses[0]?.passMark).toBe(80);
    expect(after.courses[1]?.passMark).toBe(70);
    expect(after.courses[0]?.lessons.map((lesson) => lesson.questions.length)).toEqual([2, 0, 0]);
    expect(after.courses[0]?.lessons[0]?.questions[0]).toEqual({
      text: localizedText({
        en: "What is a budget?",
        ar: "ما الميزانية؟",
        fr: "Qu’est-ce qu’un budget ?",
      }),
      explanation: localizedText({ en: "A plan comes first", ar: "الخطة أولًا" }),
      options: [
        { text: localizedText({ en: "A plan", ar: "خطة", fr: "Un plan" }), correct: true },
        { text: localizedText({ en: "A debt", ar: "دين", fr: "Une dette" }), correct: false },
        { text: localizedText({ en: "A forecast", ar: "توقّع" }), correct: true },
      ],
    });
    const ids = async (db: typeof source.db) =>
      (await db.selectFrom("quiz_questions").select(["id", "options"]).execute()).flatMap((row) => [
        row.id,
        ...(JSON.parse(row.options) as { id: string }[]).map((option) => option.id),
      ]);
    const sourceQuizIds = new Set(await ids(source.db));
    const targetQuizIds = await ids(target.db);
    expect(targetQuizIds).toHaveLength(2 + 3 + 2);
    expect(targetQuizIds.some((id) => sourceQuizIds.has(id))).toBe(false);
    // What must differ: new ids, and drafts only.
    const sourceIds = new Set(before.courses.map((c) => c.id));
    expect(after.courses.some((c) => sourceIds.has(c.id))).toBe(false);
    expect(before.courses.map((c) => c.isPublished)).toEqual([true, false, false, false, false]);
    expect(after.courses.map((c) => c.isPublished)).toEqual([false, false, false, false, false]);

    // The same pictures, at the same sizes, re-encoded (never the bytes as they came).
    for (const [was, is] of [
      ["thumbnails/1.webp", "thumbnails/1.webp"],
      ["thumbnails/5.png", "thumbnails/5.webp"],
    ] as const) {
      const a = first.get(was)!;
      const b = second.get(is)!;
      expect(a.equals(b)).toBe(false);
      expect(await pixelDistance(a, b)).toBeLessThan(4);
    }
    expect((await sharp(second.get("thumbnails/1.webp")!).metadata()).width).toBe(960);
    expect((await sharp(second.get("thumbnails/5.webp")!).metadata()).width).toBe(500);
  });
});
