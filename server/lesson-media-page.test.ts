// The lesson page of an uploaded lesson (issue #28), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL, through the real server and its page cache: the version played by default
// (Standard, Light with Save-Data), by link (`?v=`, remembered in a cookie) and by the cookie;
// audio-only media as <audio>; the versions' sizes and costs at the administrator's price; the
// captions route; a media file not ready as 'video unavailable'; and pages that depend on the
// cookie never handed to anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { upsertLessonTranscript } from "~/.server/db/repositories/lesson-transcripts";
import { writeSiteSetting } from "~/.server/db/repositories/site-settings";
import { AUDIO_ONLY_VERSIONS, insertReadyLessonMedia } from "~/.server/db/testing/ready-media";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { translatorFor } from "~/i18n/translator";
import { localizedText } from "~/lib/localized-text";
import { PUBLIC_PAGE, REMEMBERED_CHOICE_PAGE } from "./cache-policy";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();

const lesson = (en: string) => ({
  title: localizedText({ en, ar: "درس" }),
  description: localizedText({}),
  youtubeUrl: "",
  durationMinutes: 10,
});

const VTT = "WEBVTT\n\n00:00.000 --> 00:02.000\nمرحبا بكم في الدرس\n";

/** The media element's opening tag. */
const mediaTag = (html: string) => /<(video|audio)\b[^>]*data-uploaded-media[^>]*>/.exec(html);

describe.each(testDatabaseKinds())("an uploaded lesson's page on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let courseId: string;
  let draftId: string;
  let lessonIds: string[];
  let draftLessonId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
    await insertLessons(t.db, courseId, [
      lesson("Video"),
      lesson("Sound"),
      lesson("Still processing"),
    ]);
    lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    await insertReadyLessonMedia(t.db, lessonIds[0]!);
    await insertReadyLessonMedia(t.db, lessonIds[1]!, {
      kind: "audio",
      versions: AUDIO_ONLY_VERSIONS,
    });
    await insertReadyLessonMedia(t.db, lessonIds[2]!, { status: "queued" });
    const now = new Date();
    await upsertLessonTranscript(
      t.db,
      {
        lessonId: lessonIds[0]!,
        locale: "ar",
        kind: "captions",
        webvtt: VTT,
        plainText: "مرحبا بكم في الدرس\n\nالفقرة الثانية",
      },
      now,
    );
    await upsertLessonTranscript(
      t.db,
      {
        lessonId: lessonIds[0]!,
        locale: "fr",
        kind: "text",
        webvtt: null,
        plainText: "Bienvenue dans la leçon",
      },
      now,
    );
    draftId = await insertCourse(t.db, testCourse({ isPublished: false }));
    await insertLessons(t.db, draftId, [lesson("Draft")]);
    draftLessonId = (await findLessonsByCourseId(t.db, draftId))[0]!.id;
    await upsertLessonTranscript(
      t.db,
      { lessonId: draftLessonId, locale: "ar", kind: "captions", webvtt: VTT, plainText: "x" },
      now,
    );
    await writeSiteSetting(t.db, "data_price_per_gb", "3333", now);
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.base}${path}`, { headers, redirect: "manual" });
    return { res, html: await res.text() };
  };

  it("plays Standard by default, lists every version with its size and cost, before any byte", async () => {
    const { res, html } = await get(`/course/${courseId}?lesson=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    const tag = mediaTag(html)!;
    expect(tag[1]).toBe("video");
    expect(tag[0]).toContain(`data-lesson-id="${lessonIds[0]}"`);
    expect(tag[0]).toContain('data-version="standard"');
    expect(tag[0]).toContain('data-bytes="37000000"');
    expect(tag[0]).toContain('data-standard-bytes="37000000"');
    expect(tag[0]).toContain('preload="none"');
    expect(tag[0]).toMatch(/playsinline/i);
    // The poster at a phone's width; a data saver's at the narrowest (below).
    expect(tag[0]).toMatch(/poster="\/uploads\/lesson-media\/[^"]+-720\.webp"/);
    expect(html).toMatch(
      /<source src="\/uploads\/lesson-media\/[^"]+-standard\.mp4" type="video\/mp4"/,
    );
    // Captions only for the language with timed captions; the French text is text only.
    // (React writes srcLang; HTML attribute names are case-insensitive.)
    expect(html.toLowerCase()).toContain(
      `<track kind="captions" src="/media/captions/${lessonIds[0]}/ar.vtt" srclang="ar" label="العربية"/>`,
    );
    expect(html).not.toContain("/fr.vtt");
    // Sizes and costs at 3333 MRU/GB, the issue's example: 1.8 MB ≈ 6, 11.5 MB ≈ 38, 37 MB ≈ 123.
    expect(html).toContain("صوت فقط · <bdi>1.8 ميغابايت</bdi> · <bdi>≈ 6 أوقية</bdi>");
    expect(html).toContain("خفيف · <bdi>12 ميغابايت</bdi> · <bdi>≈ 38 أوقية</bdi>");
    expect(html).toContain("عادي · <bdi>37 ميغابايت</bdi> · <bdi>≈ 123 أوقية</bdi>");
    expect(html).toContain(`<a href="?lesson=1&amp;v=audio" class=`);
    expect(html).toMatch(/<a href="\?lesson=1&amp;v=standard" aria-current="true"/);
    expect(html).toMatch(/href="\/uploads\/lesson-media\/[^"]+-light\.mp4" download=""/);
    // The transcript in the page's language (Arabic), paragraph by paragraph.
    expect(html).toContain('<p dir="auto">الفقرة الثانية</p>');
  });

  it("plays Light for a data saver", async () => {
    const { res, html } = await get(`/course/${courseId}?lesson=1`, { "Save-Data": "on" });
    expect(res.headers.get("vary")).toMatch(/Save-Data/i);
    expect(mediaTag(html)![0]).toContain('data-version="light"');
    expect(mediaTag(html)![0]).toContain('data-bytes="11500000"');
    expect(mediaTag(html)![0]).toContain('data-standard-bytes="37000000"');
    expect(mediaTag(html)![0]).toMatch(/poster="[^"]+-320\.webp"/);
  });

  it("plays the version a link chose, remembers it in a cookie, and keeps cookie pages apart", async () => {
    const chosen = await get(`/course/${courseId}?lesson=1&v=audio`);
    expect(mediaTag(chosen.html)![1]).toBe("audio");
    const cookie = chosen.res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^maarifa_media_version=audio;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Two sources, Opus first.
    expect(chosen.html).toMatch(
      /<source src="[^"]+-audio\.webm" type="audio\/webm"\/><source src="[^"]+-audio\.m4a" type="audio\/mp4"\/>/,
    );
    // A response that sets the cookie is not stored anywhere.
    expect(chosen.res.headers.get("cache-control")).toMatch(/no-store/);

    // The next lesson with the cookie: audio again, private, and twice (the second from the cache).
    for (let n = 0; n < 2; n++) {
      const next = await get(`/course/${courseId}?lesson=1`, {
        cookie: "maarifa_media_version=light",
      });
      expect(mediaTag(next.html)![0]).toContain('data-version="light"');
      expect(next.res.headers.get("cache-control")).toBe(REMEMBERED_CHOICE_PAGE);
      expect(next.res.headers.get("set-cookie")).toBeNull();
    }
    // And everyone else still gets Standard, public.
    const other = await get(`/course/${courseId}?lesson=1`);
    expect(mediaTag(other.html)![0]).toContain('data-version="standard"');
    expect(other.res.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    // The address wins over the cookie.
    const both = await get(`/course/${courseId}?lesson=1&v=standard`, {
      cookie: "maarifa_media_version=light",
    });
    expect(mediaTag(both.html)![0]).toContain('data-version="standard"');
    expect(both.res.headers.get("set-cookie")).toMatch(/^maarifa_media_version=standard;/);
    // A cookie that is none of the names is ignored.
    const junk = await get(`/course/${courseId}?lesson=1`, {
      cookie: "maarifa_media_version=huge",
    });
    expect(mediaTag(junk.html)![0]).toContain('data-version="standard"');
    expect(junk.res.headers.get("cache-control")).toBe(PUBLIC_PAGE);
  });

  it("plays audio-only media in <audio>, whatever was chosen", async () => {
    const variants: Record<string, string>[] = [
      {},
      { "Save-Data": "on" },
      { cookie: "maarifa_media_version=standard" },
    ];
    for (const headers of variants) {
      const { html } = await get(`/course/${courseId}?lesson=2`, headers);
      const tag = mediaTag(html)!;
      expect(tag[1]).toBe("audio");
      expect(tag[0]).toContain('data-version="audio"');
      expect(tag[0]).toContain('data-bytes="1800000"');
      expect(html).not.toContain("v=light");
    }
  });

  it("shows media not ready yet as 'video unavailable'", async () => {
    const { html } = await get(`/course/${courseId}?lesson=3`);
    expect(mediaTag(html)).toBeNull();
    expect(html).toContain(translatorFor("ar").t("video.unavailable.heading"));
    expect(html).not.toContain("lesson-media");
  });

  it("hides the cost when the price is 0", async () => {
    await writeSiteSetting(t.db, "data_price_per_gb", "0", new Date());
    const { html } = await get(`/course/${courseId}?lesson=1`);
    expect(html).toContain("عادي · <bdi>37 ميغابايت</bdi></a>");
    expect(html).not.toContain("أوقية");
    await writeSiteSetting(t.db, "data_price_per_gb", "3333", new Date());
  });

  it("serves captions of published lessons only, as text/vtt", async () => {
    const { res, html } = await get(`/media/captions/${lessonIds[0]}/ar.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(html).toBe(VTT);
    for (const path of [
      `/media/captions/${lessonIds[0]}/fr.vtt`, // a text, not captions
      `/media/captions/${lessonIds[0]}/de.vtt`,
      `/media/captions/${lessonIds[0]}/ar.srt`,
      `/media/captions/${draftLessonId}/ar.vtt`,
      `/media/captions/no-such-lesson/ar.vtt`,
    ]) {
      expect((await get(path)).res.status, path).toBe(404);
    }
  });
});
