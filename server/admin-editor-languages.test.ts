// The course editor and the preview in the administrator's language over HTTP (issue #27 item 7),
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a refused save answers its messages in the
// language the administrator chose (the cookie of the bootstrap owner here), English stays the
// specification's without a choice, and the preview shows a course in French or English at
// /admin/preview/:id/fr and /en, in that language's direction, with a switch to the three.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLessons } from "~/.server/db/repositories/lessons";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { ADMIN_LOCALE_COOKIE } from "~/features/admin-auth/admin-locale.server";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { localizedText } from "~/lib/localized-text";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();

/** No title, no category, a playlist for a video: three fields to fix. */
const invalidCourse = {
  title: { en: "", ar: "", fr: "" },
  category: "",
  difficultyLevel: "beginner",
  videos: [{ title: { en: "" }, youtubeUrl: "https://www.youtube.com/playlist?list=PL1" }],
  links: [],
};

describe.each(testDatabaseKinds())(
  "the editor and the preview in three languages on %s",
  (kind) => {
    let t: TestDatabase;
    let server: TestServer;
    let session: string;
    let courseId: string;

    beforeAll(async () => {
      t = await createTestDatabase(kind);
      server = await startTestServer({ db: t.db, build: vite.build });
      session = `${ADMIN_SESSION_COOKIE}=${(await createAdminSession(t.db)).token}`;
      courseId = await insertCourse(
        t.db,
        testCourse({
          title: localizedText({
            ar: "الميزانية الشخصية",
            fr: "Le budget personnel",
            en: "Budgeting",
          }),
          description: localizedText({}),
          isPublished: false,
        }),
      );
      await insertLessons(t.db, courseId, [
        {
          title: localizedText({ ar: "الدرس الأول", fr: "Première leçon", en: "First lesson" }),
          description: localizedText({}),
          youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
          durationMinutes: 5,
        },
      ]);
    }, 60_000);

    afterAll(async () => {
      await server?.close();
      await t?.destroy();
    });

    /** Saves `course` as the editor does (its fetcher's JSON), the admin's language `locale`. */
    async function save(
      course: unknown,
      locale?: string,
    ): Promise<{ status: number; text: string }> {
      const cookie = locale ? `${session}; ${ADMIN_LOCALE_COOKIE}=${locale}` : session;
      const res = await fetch(`${server.base}/admin/course/new`, {
        method: "POST",
        body: JSON.stringify(course),
        headers: { "content-type": "application/json", origin: server.base, cookie },
      });
      return { status: res.status, text: await res.text() };
    }

    it("refuses an invalid course in Arabic for an administrator who chose Arabic", async () => {
      const { status, text } = await save(invalidCourse, "ar");
      expect(status).toBe(400);
      expect(text).toContain("حقول ناقصة");
      expect(text).toContain("يُرجى إدخال العنوان والفئة");
      expect(text).toContain("أدخل عنوانًا بالعربية أو الفرنسية أو الإنجليزية");
      expect(text).toContain("هذا رابط قائمة تشغيل على يوتيوب وليس رابط مقطع");
      expect(text).not.toContain("Missing fields");
      expect(text).not.toContain("Enter a title in English, Arabic or French");
    });

    it("refuses it in French for one who chose French", async () => {
      const { status, text } = await save(invalidCourse, "fr");
      expect(status).toBe(400);
      expect(text).toContain("Champs manquants");
      expect(text).toContain("Saisissez un titre en arabe, en français ou en anglais");
      expect(text).toContain("Vidéo 1\u202f: ceci est le lien d’une playlist YouTube");
    });

    it("keeps the specification's English without a choice", async () => {
      const { status, text } = await save(invalidCourse);
      expect(status).toBe(400);
      expect(text).toContain("Missing fields");
      expect(text).toContain("Please fill in title and category");
      expect(text).toContain("Enter a title in English, Arabic or French");
      expect(text).toContain("Video 1: this is a YouTube playlist link, not a video");
    });

    it.each([
      ["", "ar", "rtl", "الميزانية الشخصية", "لا يرى المتعلمون هذه الدورة إلا بعد نشرها"],
      ["/fr", "fr", "ltr", "Le budget personnel", "Les apprenants ne verront ce cours"],
      ["/en", "en", "ltr", "Budgeting", "Learners will see this course only once it is published"],
    ])("previews the draft at %s in %s", async (suffix, lang, dir, title, banner) => {
      const res = await fetch(`${server.base}/admin/preview/${courseId}${suffix}`, {
        headers: { cookie: session },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
      expect(html).toContain(title);
      expect(html).toContain(banner);
      // The switch names the three previews of the same course.
      for (const other of ["", "/fr", "/en"]) {
        expect(html).toContain(`href="/admin/preview/${courseId}${other}"`);
      }
    });

    it("answers 404 for a language the site does not have, and the gate without a session", async () => {
      const unknown = await fetch(`${server.base}/admin/preview/${courseId}/de`, {
        headers: { cookie: session },
      });
      expect(unknown.status).toBe(404);
      await unknown.body?.cancel();
      const signedOut = await fetch(`${server.base}/admin/preview/${courseId}/fr`);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.text()).not.toContain("Le budget personnel");
    });
  },
);
