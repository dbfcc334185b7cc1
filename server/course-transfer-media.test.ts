// Issue #28: a course with an uploaded lesson, exported and imported. The file itself is not in
// the ZIP (it can be gigabytes): the manifest names it, so an import on the same site keeps the
// lesson's file, and an import on another site brings the lesson without a video (the editor
// then asks for one) instead of refusing the whole course.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAllCourses, insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { insertReadyLessonMedia } from "~/.server/db/testing/ready-media";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { silentLogger } from "~/.server/logger";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { exportCourses } from "~/features/course-transfer/export-courses.server";
import { importCoursesFromZip } from "~/features/course-transfer/import-courses.server";
import type { CourseManifest } from "~/features/course-transfer/manifest";
import { zipContents } from "~/features/course-transfer/testing/zip-contents";
import { localizedText } from "~/lib/localized-text";

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(testDatabaseKinds())("an uploaded lesson exported and imported on %s", (kind) => {
  const site = testDatabaseForSuite(kind);
  const otherSite = testDatabaseForSuite(kind);
  let dir: string;
  let storage: LocalDiskStorage;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-media-transfer-"));
    storage = new LocalDiskStorage(join(dir, "uploads"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the file in the manifest; here it is kept, elsewhere the lesson comes without a video", async () => {
    const courseId = await insertCourse(
      site.db,
      testCourse({ title: localizedText({ ar: "دورة بدرس مرفوع", en: "Uploaded" }) }),
    );
    const [uploaded, youtube] = await insertLessons(site.db, courseId, [
      {
        title: localizedText({ ar: "درس مرفوع" }),
        description: localizedText({}),
        youtubeUrl: "",
        durationMinutes: 10,
        mediaId: null,
      },
      {
        title: localizedText({ ar: "درس من يوتيوب" }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 5,
        mediaId: null,
      },
    ]);
    const mediaId = await insertReadyLessonMedia(site.db, uploaded!);
    expect(youtube).toBeDefined();

    const zip = await collect(
      (await exportCourses(site.db, storage, null, silentLogger()))!.stream,
    );
    const manifest = JSON.parse(
      (await zipContents(zip)).get("manifest.json")!.toString(),
    ) as CourseManifest;
    const lessons = manifest.courses[0]!.lessons;
    expect(lessons[0]).toMatchObject({ youtubeUrl: "", mediaId });
    expect(lessons[1]).not.toHaveProperty("mediaId");
    const zipPath = join(dir, "courses.zip");
    writeFileSync(zipPath, zip);

    // The same site: the copy's lesson plays the same file.
    const here = await importCoursesFromZip(
      site.db,
      storage,
      zipPath,
      TEST_AUDIT_ORIGIN,
      silentLogger(),
    );
    expect(here).toMatchObject({ ok: true });
    const copy = (await findAllCourses(site.db)).find((course) => course.id !== courseId)!;
    const copied = await findLessonsByCourseId(site.db, copy.id);
    expect(copied.map((l) => [l.mediaId, l.youtubeUrl])).toEqual([
      [mediaId, ""],
      [null, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ]);

    // Another site has no such file: imported all the same, that lesson without a video.
    const there = await importCoursesFromZip(
      otherSite.db,
      storage,
      zipPath,
      TEST_AUDIT_ORIGIN,
      silentLogger(),
    );
    expect(there).toMatchObject({ ok: true });
    const [imported] = await findAllCourses(otherSite.db);
    const importedLessons = await findLessonsByCourseId(otherSite.db, imported!.id);
    expect(importedLessons.map((l) => [l.mediaId, l.youtubeUrl])).toEqual([
      [null, ""],
      [null, "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ]);
  });
});
