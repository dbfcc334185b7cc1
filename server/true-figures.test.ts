// The figures and choices of the home page, the catalogue and the footer are real (issue #27,
// docs/decisions/0040-true-figures.md), on SQLite and PostgreSQL: counts follow the data, exact
// ones carry no "+", learners are "more than" a round number and hidden while few, views come
// from the site's own analytics, no rating is shown, the goals and the fields of learning are
// links that do what they say, and the footer lists the categories in use and the operator's
// contact, or none. The page cache is told to keep nothing here (its age bound has its own test
// in page-cache.test.ts), so each request shows the data as it is.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAnalyticsEvents, rollUpDay } from "~/.server/db/repositories/analytics";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { translatorFor } from "~/i18n/translator";
import { localizedText } from "~/lib/localized-text";
import { PageCache } from "./page-cache";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const ar = translatorFor("ar");

/** The text of the element carrying `data-testid="id"` (up to its closing tag), tags removed. */
function textOf(html: string, testId: string): string | null {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return null;
  const open = html.lastIndexOf("<", start);
  const tag = /^<(\w+)/.exec(html.slice(open))?.[1] ?? "";
  const end = html.indexOf(`</${tag}>`, start);
  return plain(html.slice(html.indexOf(">", start) + 1, end));
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/[\u2068\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The home page's featured section, from its heading to the next section. */
const featuredOf = (html: string) =>
  html.slice(
    html.indexOf('id="featured"'),
    html.indexOf("</section>", html.indexOf('id="featured"')),
  );

const footerOf = (html: string) => html.slice(html.lastIndexOf("<footer"));

const course = (title: string, category: string) =>
  testCourse({ title: localizedText({ ar: title, en: title }), category, isPublished: true });

describe.each(testDatabaseKinds())("true figures on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let withContact: TestServer;
  const page = async (target: TestServer, path: string) => {
    const res = await fetch(`${target.base}${path}`, { headers: { "accept-language": "ar" } });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const home = (path = "/") => page(server, path);
  let budgetingId: string;
  let learners = 0;

  async function addLearners(count: number) {
    for (let done = 0; done < count; done += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - done) }, (_, n) =>
          insertLearner(t.db, {
            email: `learner-${learners + done + n}@example.mr`,
            phone: null,
            passwordHash: "x",
          }),
        ),
      );
    }
    learners += count;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    budgetingId = await insertCourse(t.db, course("الميزانية الشخصية", "Finance"));
    await insertCourse(t.db, course("أساسيات إكسل", "Technology"));
    await insertCourse(t.db, course("تأسيس مشروعك", "Business"));
    // A draft counts nowhere, and its category is nobody's.
    await insertCourse(t.db, { ...course("مسودة", "Crypto"), isPublished: false });
    const noCache = () => new PageCache({ maxAgeMs: 0 });
    server = await startTestServer({ db: t.db, build: vite.build, pageCache: noCache() });
    withContact = await startTestServer({
      db: t.db,
      build: vite.build,
      pageCache: noCache(),
      supportContact: { phone: "+22222123456", whatsapp: "+22236123456" },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await withContact?.close();
    await t?.destroy();
  });

  it("counts the published courses exactly, without a '+', and follows new ones", async () => {
    let html = await home();
    expect(textOf(html, "home-figures")).toContain(`${ar.t("home.stats.courses")}3`);
    expect(plain(html)).toContain(ar.t("home.access.heading", { count: "3" }));
    expect(textOf(await page(server, "/courses"), "course-count")).toBe("3");
    // A filtered catalogue still says how many courses the site has.
    expect(textOf(await page(server, "/courses?category=Finance"), "course-count")).toBe("3");

    await insertCourse(t.db, course("التسويق الرقمي", "Marketing"));
    await insertCourse(t.db, course("المحاسبة", "Finance"));
    html = await home();
    expect(textOf(html, "home-figures")).toContain(`${ar.t("home.stats.courses")}5`);
    expect(textOf(await page(server, "/courses"), "course-count")).toBe("5");
    for (const path of ["/", "/courses", "/en", "/fr/courses"]) {
      const figures = textOf(
        await page(server, path),
        path.includes("courses") ? "course-count" : "home-figures",
      );
      expect(figures, path).not.toContain("+");
    }
  });

  it("hides the learners while they are few, then says 'more than' a round number below the count", async () => {
    await addLearners(10);
    let html = await home();
    expect(textOf(html, "home-figures")).not.toContain(ar.t("home.stats.learners"));
    expect(plain(html)).toContain(ar.t("home.ready.textWithoutFigure"));
    expect(textOf(await page(server, "/courses"), "learner-count")).toBeNull();

    await addLearners(1224); // 1,234 in all
    html = await home();
    const moreThan = ar.t("catalogue.countMoreThan", { count: 1200 });
    expect(textOf(html, "home-figures")).toContain(`${ar.t("home.stats.learners")}${moreThan}`);
    expect(plain(html)).toContain(
      plain(ar.t("home.ready.text", { learners: ar.t("count.learners", { count: 1200 }) })),
    );
    expect(textOf(await page(server, "/courses"), "learner-count")).toBe(plain(moreThan));
  }, 60_000);

  it("shows a course's views from the site's analytics, none where none were counted, and no rating", async () => {
    let featured = featuredOf(await home());
    expect(featured).not.toContain('data-testid="course-views"');
    const day = "2026-11-01";
    await insertAnalyticsEvents(
      t.db,
      Array.from({ length: 3 }, (_, n) => ({
        occurredAt: new Date(`${day}T10:0${n}:00Z`),
        day,
        name: "view_course",
        path: `/course/${budgetingId}`,
        label: "الميزانية الشخصية",
        courseId: budgetingId,
        visitor: `v${n}`,
      })),
    );
    await rollUpDay(t.db, day);
    featured = featuredOf(await home());
    const views = [...featured.matchAll(/data-testid="course-views"/g)];
    expect(views).toHaveLength(1);
    expect(textOf(featured, "course-views")).toBe(plain(ar.t("figures.views", { count: 3 })));
    // The card with the views is the budgeting course's.
    const card = featured.slice(featured.lastIndexOf("<article", featured.indexOf("course-views")));
    expect(card.slice(0, card.indexOf("</article>"))).toContain(`/course/${budgetingId}`);
    for (const invented of ["4.8", "1.2k", "★"]) expect(featured).not.toContain(invented);
  });

  it("offers the goals whose category has courses, each narrowing the featured courses", async () => {
    const html = await home();
    for (const goal of ["business", "finance", "technology", "wealth", "future"]) {
      expect(html).toContain(`href="/?goal=${goal}#featured"`);
    }
    const finance = await home("/?goal=finance");
    const current = [...finance.matchAll(/<a [^>]*aria-current="true"[^>]*>/g)].map((m) => m[0]);
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/?goal=finance#featured"');
    expect(textOf(finance, "featured-goal")).toContain(ar.t("home.goals.finance"));
    const titles = [...featuredOf(finance).matchAll(/<h3[^>]*>(.*?)<\/h3>/gs)].map((m) =>
      plain(m[1] ?? ""),
    );
    expect(titles.sort()).toEqual(["الميزانية الشخصية", "المحاسبة"].sort());
    expect(featuredOf(finance)).toContain('href="/courses?category=Finance"');
    // An unknown goal is ignored: every featured course.
    const unknown = await home("/?goal=crypto");
    expect(unknown).not.toContain('data-testid="featured-goal"');
    expect([...featuredOf(unknown).matchAll(/<article/g)]).toHaveLength(5);
  });

  it("opens each field of learning's catalogue category, only for categories in use", async () => {
    const html = await home();
    const fields = html.slice(html.indexOf('id="categories-heading"'), html.indexOf('id="why"'));
    for (const category of ["Business", "Finance", "Marketing", "Technology"]) {
      expect(fields).toContain(`href="/courses?category=${category}"`);
    }
    expect(fields).not.toContain("Crypto");
    const en = await page(server, "/en");
    expect(en).toContain('href="/en/courses?category=Finance"');
  });

  it("lists the categories in use in the footer, and the operator's contact only when set", async () => {
    for (const path of ["/", "/courses", "/terms", "/privacy"]) {
      const footer = footerOf(await page(server, path));
      expect(footer).toContain('href="/courses?category=Finance"');
      expect(footer).not.toContain("Crypto");
      expect(footer).not.toContain("tel:");
      expect(footer).not.toContain("wa.me");
      expect(footer).not.toMatch(/00 00 00/);
    }
    const footer = footerOf(await page(withContact, "/"));
    expect(footer).toContain('href="tel:+22222123456"');
    expect(footer).toContain("+222 22 12 34 56");
    expect(footer).toContain('href="https://wa.me/22236123456"');
  });

  it("names the telephone on the terms and privacy pages only when it is set", async () => {
    for (const path of ["/terms", "/privacy", "/en/terms", "/fr/privacy"]) {
      const without = await page(server, path);
      const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main(without), path).not.toContain("tel:");
      expect(main(await page(withContact, path)), path).toContain('href="tel:+22222123456"');
    }
  });
});

describe("the code", () => {
  const APP = join(import.meta.dirname, "..", "app");
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it("states no invented figure: no fixed learners, courses, views, rating or telephone", () => {
    const found = sources(APP).flatMap((path) => {
      const text = readFileSync(path, "utf8");
      return ["1000+", "10K+", "50+", "1.2k", "4.8", "00 00 00 00", "STATIC_"]
        .filter((figure) => text.includes(figure))
        .map((figure) => `${path}: ${figure}`);
    });
    expect(found).toEqual([]);
  });
});
