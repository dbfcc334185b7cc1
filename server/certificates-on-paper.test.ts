// Certificates an employer can check on paper (issue #27), over HTTP on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the page and the image carry the absolute verification address
// in words and as a QR code that decodes back to it (the page's SVG rasterised, the PNG's pixels),
// and the course's length; the name in Latin letters is asked for at the claim and on /account,
// refused with the reason under its field, and used by the French and English certificates; the
// Arabic sheet with French or English on it (?also=).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCertificateNames } from "~/.server/db/repositories/certificates";
import { insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { decodeQrIn } from "~/.server/testing/decode-qr";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { backdateLessonVisits } from "~/.server/db/testing/lesson-visits";
import { testCourse } from "~/.server/db/testing/test-course";
import { translatorFor } from "~/i18n/translator";
import { cookieFrom, decodeHtmlEntities } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const PUBLIC_URL = "https://maarifa.example.mr";
const ar = translatorFor("ar");
const fr = translatorFor("fr");
const en = translatorFor("en");

/** The page's QR code: its SVG, given a size to be drawn at, decoded. */
async function qrOfPage(html: string): Promise<string> {
  const svgs = html.match(/<svg[^>]*data-certificate-qr[^>]*>[\s\S]*?<\/svg>/g) ?? [];
  expect(svgs).toHaveLength(1);
  const sized = (svgs[0] ?? "").replace(
    "<svg ",
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" ',
  );
  return decodeQrIn(Buffer.from(sized));
}

describe.each(testDatabaseKinds())("certificates on paper over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build, publicOrigin: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers, redirect: "manual" });
  const post = (path: string, form: Record<string, string>, cookie = "") =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { origin: server.base, ...(cookie ? { cookie } : {}) },
      redirect: "manual",
    });

  /** A learner who completed a published course of 2 h 5 min; their cookie and the course. */
  async function completedCourse(email: string): Promise<{ cookie: string; courseId: string }> {
    const courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Household budgets", ar: "ميزانية الأسرة", fr: "Le budget" }),
        isPublished: true,
      }),
    );
    await insertLessons(
      t.db,
      courseId,
      [60, 65].map((durationMinutes, index) => ({
        title: localizedText({ en: `Lesson ${index + 1}` }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes,
      })),
    );
    const made = await post("/auth", {
      intent: "sign-up",
      email,
      phone: "",
      password: "nouakchott sea breeze",
    });
    // Sign-up answers the page showing the recovery code (decision 0043).
    expect(made.status).toBe(200);
    const cookie = cookieFrom(made, "maarifa_learner");
    const lessons = await findLessonsByCourseId(t.db, courseId);
    // Each lesson opened, long ago as the server sees it (decision 0041).
    for (const index of lessons.keys()) {
      expect((await get(`/course/${courseId}?lesson=${index + 1}`, { cookie })).status).toBe(200);
    }
    await backdateLessonVisits(
      t.db,
      lessons.map((lesson) => lesson.id),
    );
    for (const [index, lesson] of lessons.entries()) {
      const marked = await post(
        `/course/${courseId}`,
        { intent: "complete", lessonId: lesson.id, position: String(index + 1) },
        cookie,
      );
      expect(marked.status).toBe(302);
    }
    return { cookie, courseId };
  }

  it("claims with a Latin name, refused first with its reason under the field", async () => {
    const { cookie, courseId } = await completedCourse(`latin-${kind}@example.mr`);
    const form = decodeHtmlEntities(
      await (await get(`/course/${courseId}/certificate`, { cookie })).text(),
    );
    expect(form).toContain('name="certificateNameLatin"');
    expect(form).toContain(ar.t("certificates.latinName.label"));

    const refused = await post(
      `/fr/course/${courseId}/certificate`,
      { certificateName: "مريم بنت أحمد", certificateNameLatin: "مريم" },
      cookie,
    );
    expect(refused.status).toBe(400);
    const html = decodeHtmlEntities(await refused.text());
    // The message is the Latin field's: named by its aria-describedby, the field marked invalid.
    const field = html.match(/<input[^>]*name="certificateNameLatin"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('aria-invalid="true"');
    const errorId = field.match(/aria-describedby="([^" ]+)/)?.[1] ?? "-";
    expect(html).toContain(
      `<p id="${errorId}" class="text-sm font-bold text-red-700" dir="auto">${fr.t("certificates.latinName.characters")}</p>`,
    );
    expect(field).toContain('value="مريم"');
    // Nothing stored: neither name, nor a certificate.
    expect(await t.db.selectFrom("certificates").selectAll().execute()).toEqual([]);

    const claimed = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "مريم بنت أحمد", certificateNameLatin: "Mariem Mint Ahmed" },
      cookie,
    );
    expect(claimed.status).toBe(302);
    const location = claimed.headers.get("location") ?? "";
    const code = location.split("/").pop() ?? "";

    // The Arabic page: the Arabic name; French and English: the Latin one.
    const arabic = decodeHtmlEntities(await (await get(location)).text());
    expect(arabic).toContain("مريم بنت أحمد");
    expect(arabic).not.toContain("Mariem Mint Ahmed");
    for (const [prefix, i] of [
      ["/fr", fr],
      ["/en", en],
    ] as const) {
      const page = decodeHtmlEntities(await (await get(`${prefix}/certificates/${code}`)).text());
      expect(page).toContain("Mariem Mint Ahmed");
      expect(page).not.toContain("مريم بنت أحمد");
      expect(page).toContain(
        `<title>${i.t("certificates.pageTitle", { name: "Mariem Mint Ahmed" })} | Maarifa</title>`,
      );
    }
  });

  it("prints the address, its QR code and the course's length on the page and the image", async () => {
    const { cookie, courseId } = await completedCourse(`qr-${kind}@example.mr`);
    const claimed = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "Aicha Mint Mohamed" },
      cookie,
    );
    const code = (claimed.headers.get("location") ?? "").split("/").pop() ?? "";
    for (const [prefix, i] of [
      ["", ar],
      ["/fr", fr],
      ["/en", en],
    ] as const) {
      const url = `${PUBLIC_URL}${prefix}/certificates/${code}`;
      const html = decodeHtmlEntities(await (await get(`${prefix}/certificates/${code}`)).text());
      expect(html).toMatch(new RegExp(`<bdi [^>]*data-certificate-url[^>]*>${url}</bdi>`));
      expect(await qrOfPage(html)).toBe(url);
      expect(html).toContain(
        i.t("certificates.length", {
          duration: i.t("duration.hoursAndMinutes", {
            hours: i.t("duration.hours", { hours: 2 }),
            minutes: i.t("duration.minutes", { minutes: 5 }),
          }),
        }),
      );
      const image = await get(`${prefix}/certificates/${code}/image.png`);
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(await decodeQrIn(Buffer.from(await image.arrayBuffer()))).toBe(url);
    }
  });

  it("prints the Arabic certificate with French or English on the same sheet", async () => {
    const { cookie, courseId } = await completedCourse(`bilingual-${kind}@example.mr`);
    const claimed = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "مريم بنت أحمد", certificateNameLatin: "Mariem Mint Ahmed" },
      cookie,
    );
    const location = claimed.headers.get("location") ?? "";
    const code = location.split("/").pop() ?? "";

    const plain = decodeHtmlEntities(await (await get(location)).text());
    expect(plain).not.toContain("data-bilingual=");
    expect(plain).toContain(`href="/certificates/${code}?also=fr"`);
    expect(plain).toContain(`href="/certificates/${code}?also=en"`);
    // The French page offers the same Arabic sheets.
    const french = decodeHtmlEntities(await (await get(`/fr/certificates/${code}`)).text());
    expect(french).toContain(`href="/certificates/${code}?also=fr"`);

    for (const [also, i, title] of [
      ["fr", fr, "Le budget"],
      ["en", en, "Household budgets"],
    ] as const) {
      const page = await get(`${location}?also=${also}`);
      expect(page.status).toBe(200);
      const html = decodeHtmlEntities(await page.text());
      expect(html).toContain("data-bilingual=");
      expect(html).toContain('data-certificate-side="ar"');
      const side = html.slice(html.indexOf(`data-certificate-side="${also}"`));
      expect(side).not.toBe(html);
      expect(html).toContain(`<section lang="${also}" dir="ltr"`);
      expect(side).toContain(i.t("certificates.heading"));
      expect(side).toContain("Mariem Mint Ahmed");
      expect(side).toContain(title);
      expect(html.slice(0, html.indexOf(`data-certificate-side="${also}"`))).toContain(
        "مريم بنت أحمد",
      );
      // One address and one QR code, the Arabic page's; the canonical address has no query.
      expect(await qrOfPage(html)).toBe(`${PUBLIC_URL}/certificates/${code}`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/certificates/${code}"/>`);
      expect(html).toContain(`href="/certificates/${code}"`);
    }
    // Anything else is the plain sheet of the page's language.
    for (const path of [
      `${location}?also=ar`,
      `${location}?also=de`,
      `/fr/certificates/${code}?also=en`,
    ]) {
      const html = decodeHtmlEntities(await (await get(path)).text());
      expect(html, path).not.toContain("data-bilingual=");
    }
  });

  it("saves the Latin name on /account, or says under it what is wrong", async () => {
    const { cookie } = await completedCourse(`account-${kind}@example.mr`);
    const page = decodeHtmlEntities(await (await get("/en/account", { cookie })).text());
    expect(page).toContain('name="certificateNameLatin"');
    const learner = await t.db
      .selectFrom("learners")
      .select("id")
      .where("email", "=", `account-${kind}@example.mr`)
      .executeTakeFirstOrThrow();

    const refused = await post(
      "/en/account",
      {
        intent: "certificate-name",
        certificateName: "مريم بنت أحمد",
        certificateNameLatin: "Mariem 2",
      },
      cookie,
    );
    expect(refused.status).toBe(400);
    const html = decodeHtmlEntities(await refused.text());
    const field = html.match(/<input[^>]*name="certificateNameLatin"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('value="Mariem 2"');
    const errorId = field.match(/aria-describedby="([^" ]+)/)?.[1] ?? "-";
    expect(html).toContain(`id="${errorId}"`);
    expect(html).toContain(en.t("certificates.latinName.characters"));
    // The Arabic name's field is not the one marked.
    const nameField = html.match(/<input[^>]*name="certificateName"[^>]*>/)?.[0] ?? "";
    expect(nameField).toContain('value="مريم بنت أحمد"');
    expect(nameField).not.toContain('aria-invalid="true"');
    expect(await findCertificateNames(t.db, learner.id)).toEqual({ name: "", latin: "" });

    const saved = await post(
      "/en/account",
      {
        intent: "certificate-name",
        certificateName: "مريم بنت أحمد",
        certificateNameLatin: "Mariem Mint Ahmed",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    const after = decodeHtmlEntities(await (await get("/en/account", { cookie })).text());
    expect(after).toContain('value="Mariem Mint Ahmed"');
    expect(await findCertificateNames(t.db, learner.id)).toEqual({
      name: "مريم بنت أحمد",
      latin: "Mariem Mint Ahmed",
    });
  });
});
