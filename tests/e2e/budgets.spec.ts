// First-visit figures and budgets (issue #5): each test opens one page in a fresh
// browser context (empty cache), scrolls to the bottom so lazy images load too, and adds up what
// came over the wire. Deterministic: it counts bytes and requests, never time.
//
// How bytes are counted: Chrome's own figure, CDP Network.loadingFinished `encodedDataLength`,
// which is the response as received (compressed body plus headers). It is what DevTools shows as
// "transferred" and what Lighthouse's total-byte-weight adds up, and it is known for every request
// of the page, including the ones Playwright reports no sizes for (request.sizes() needs a
// Playwright Response object per request and waits on each one). A request counts once per
// requestWillBeSent, including redirects and the requests the fixtures block (they would be made
// on a real visit too); data: URLs are not requests. The fixtures block every other host, so only
// our own server's bytes are known: what Chrome reports for a blocked frame is the size of its own
// error page (about 250 KB), not traffic, and is left out. The separate third-party test below
// makes sure that, before play, there is nothing left out.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { CDPSession, Page } from "@playwright/test";
import sharp from "sharp";
import { findPublishedCourses } from "../../app/.server/db/repositories/courses";
import { demoCourses } from "../../app/.server/db/seed/demo-courses";
import { CATALOGUE_PAGE_SIZE } from "../../app/features/catalogue/catalogue-params";
import { silentLogger } from "../../app/.server/logger";
import { LocalDiskStorage } from "../../app/.server/storage/local-disk-storage";
import { storeThumbnailImage } from "../../app/.server/thumbnails/store-thumbnail";
import { THUMBNAIL_BUCKET, thumbnailKeysFor } from "../../app/lib/stored-thumbnail-url";
import { localizedText } from "../../app/lib/localized-text";
import { expect, quizQuestion, test } from "./fixtures";
import { storePhotographCovers } from "./photo-covers";

/** KB as DevTools and Lighthouse count them. */
const KB = 1024;

/** Issue #5: whole-page budgets, first visit, everything on the wire. */
const PAGE_BUDGETS = {
  home: { bytes: 150 * KB, requests: 20 },
  catalogue: { bytes: 200 * KB, requests: 30 },
  course: { bytes: 120 * KB, requests: 20 },
  // Not in the issue's table: the sign-up page is held to the lightest public page's budget.
  auth: { bytes: 120 * KB, requests: 20 },
} as const;

/** Issue #5: on every public page. */
const TYPE_BUDGETS = { Script: 100 * KB, Stylesheet: 20 * KB, Font: 40 * KB } as const;

const LOCAL_URL = /^(https?|wss?):\/\/(localhost|127\.0\.0\.1)[:/]/;

interface FirstVisit {
  bytes: number;
  requests: number;
  /** Transferred bytes per CDP resource type (Document, Script, Stylesheet, Image, Font…). */
  bytesByType: Record<string, number>;
  requestsByType: Record<string, number>;
  /** Requests to other hosts: counted in `requests`, their bytes unknown (blocked here). */
  otherHosts: number;
}

/** Records every request of `page` through its own CDP session, from before the navigation. */
async function recordNetwork(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const visit: FirstVisit = {
    bytes: 0,
    requests: 0,
    bytesByType: {},
    requestsByType: {},
    otherHosts: 0,
  };
  const typeOf = new Map<string, string>();
  const inFlight = new Set<string>();
  /** Requests to other hosts (blocked by the fixtures). */
  const elsewhere = new Set<string>();
  let lastActivity = Date.now();

  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith("data:")) return;
    const type = event.type ?? "Other";
    typeOf.set(event.requestId, type);
    if (!LOCAL_URL.test(event.request.url)) {
      elsewhere.add(event.requestId);
      visit.otherHosts += 1;
    }
    inFlight.add(event.requestId);
    visit.requests += 1;
    visit.requestsByType[type] = (visit.requestsByType[type] ?? 0) + 1;
    lastActivity = Date.now();
  });
  cdp.on("Network.responseReceived", (event) => {
    if (typeOf.has(event.requestId)) typeOf.set(event.requestId, event.type);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const type = typeOf.get(event.requestId);
    if (type === undefined) return;
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    if (elsewhere.has(event.requestId)) return;
    visit.bytes += event.encodedDataLength;
    visit.bytesByType[type] = (visit.bytesByType[type] ?? 0) + event.encodedDataLength;
  });
  cdp.on("Network.loadingFailed", (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });

  return {
    visit,
    /** Resolves once nothing has been in flight for `quietMs`: the visit is complete. */
    async settled(quietMs = 500) {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= quietMs, {
          message: "the page stops making requests",
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

/** First visit of `path`: load, scroll to the bottom a screen at a time, wait until quiet. */
async function measureFirstVisit(page: Page, path: string): Promise<FirstVisit> {
  const recorder = await recordNetwork(page);
  await page.goto(path, { waitUntil: "load" });
  await recorder.settled();
  return scrollToTheEnd(page, recorder);
}

/**
 * What the first screen of `path` costs, the page left unscrolled: the document and what it
 * loads, and the lazy images the browser fetches ahead of a scroll (Chrome's own distance from
 * the viewport). `scrolled()` then reads to the end and gives the whole visit's figures.
 */
async function measureFirstScreen(page: Page, path: string) {
  const recorder = await recordNetwork(page);
  await page.goto(path, { waitUntil: "load" });
  await recorder.settled();
  const firstScreen = structuredClone(recorder.visit);
  return { firstScreen, scrolled: () => scrollToTheEnd(page, recorder) };
}

async function scrollToTheEnd(
  page: Page,
  recorder: Awaited<ReturnType<typeof recordNetwork>>,
): Promise<FirstVisit> {
  // Lazy images load as they come near the viewport: scroll as a reader would, to the end.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)), {
      message: "every image has loaded",
    })
    .toBe(true);
  await recorder.settled();
  return recorder.visit;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints the figures (test output and the report's annotations) so they can be recorded. */
function report(name: string, visit: FirstVisit) {
  const types = Object.entries(visit.bytesByType)
    .sort(([, a], [, b]) => b - a)
    .map(([type, bytes]) => `${type} ${kb(bytes)} (${visit.requestsByType[type] ?? 0})`)
    .join(", ");
  const line = `${name}: ${kb(visit.bytes)} in ${visit.requests} requests — ${types}${
    visit.otherHosts ? `; ${visit.otherHosts} to other hosts (blocked, bytes unknown)` : ""
  }`;
  console.log(`[budget] ${line}`);
  test.info().annotations.push({ type: "first visit", description: line });
}

/** Fails when the visit is over its page's budget or any type's (bytes as transferred). */
function expectWithinBudget(
  visit: FirstVisit,
  budget: (typeof PAGE_BUDGETS)[keyof typeof PAGE_BUDGETS],
) {
  expect
    .soft(visit.bytes, `page bytes (budget ${kb(budget.bytes)})`)
    .toBeLessThanOrEqual(budget.bytes);
  expect.soft(visit.requests, "requests").toBeLessThanOrEqual(budget.requests);
  for (const [type, limit] of Object.entries(TYPE_BUDGETS)) {
    expect
      .soft(visit.bytesByType[type] ?? 0, `${type} bytes (budget ${kb(limit)})`)
      .toBeLessThanOrEqual(limit);
  }
}

/** A published course of the seeded demo data (lessons with videos, resources). */
async function demoCourseId(db: Parameters<typeof findPublishedCourses>[0]): Promise<string> {
  const demoTitles = new Set(demoCourses.filter((c) => c.is_published).map((c) => c.title.en));
  const course = (await findPublishedCourses(db)).find((c) => demoTitles.has(c.title.en));
  if (!course) throw new Error("no seeded demo course: the e2e server seeds them (SEED_DEMO)");
  return course.id;
}

/**
 * A real 640×360 JPEG (the size the cards declare), a simple illustration of about 5 KB, with a
 * hue of its own so no two are the same file.
 */
function thumbnailImage(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,30%)"/>
    </linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="${200 + index * 10}" cy="160" r="90" fill="hsl(${(hue + 30) % 360},80%,85%)" opacity="0.8"/>
    <rect x="60" y="220" width="260" height="80" rx="12" fill="white" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

test("home: ≤ 150 KB in ≤ 20 requests", async ({ page, db }) => {
  // It may wait for other specs' courses to go first (below).
  test.slow();
  // The budget is for the seeded demo data: wait until no other spec's course is among the
  // featured ones (theirs are removed when their test ends), so the figure never depends on them.
  const demoTitles = new Set(demoCourses.map((course) => course.title.en));
  await expect
    .poll(
      async () =>
        (await findPublishedCourses(db, { limit: 6 })).every((c) => demoTitles.has(c.title.en)),
      { message: "the home page features only seeded demo courses", timeout: 20_000 },
    )
    .toBe(true);
  const visit = await measureFirstVisit(page, "/");
  report("home", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.home);
});

test("catalogue with 24 thumbnails: ≤ 200 KB in ≤ 30 requests", async ({ page, createCourse }) => {
  // Thirty courses and their images to create first.
  test.slow();
  // Images stored exactly as an upload stores them (the upload's own encoder: WebP at each width
  // of decision 0007, under a random name in uploads/course-thumbnails), in the run's DATA_DIR
  // (playwright.config.ts), so the page chooses among the widths as it does for real uploads.
  // More courses than a page holds, so the page has its pagination too.
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir)
    throw new Error("E2E_RUN_DIR is not set: run the tests through playwright.config.ts");
  const uploads = new LocalDiskStorage(join(runDir, "uploads"));
  const word = `budget${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
  const keys: string[] = [];
  let sourceBytes = 0;
  try {
    for (let n = 0; n < CATALOGUE_PAGE_SIZE + 6; n++) {
      const image = await thumbnailImage(n);
      sourceBytes += n < CATALOGUE_PAGE_SIZE ? image.length : 0;
      const stored = await storeThumbnailImage(uploads, image, silentLogger());
      if (stored.status !== 201)
        throw new Error(`storing thumbnail ${n}: ${JSON.stringify(stored)}`);
      keys.push(...thumbnailKeysFor(stored.url.split("/").at(-1) ?? ""));
      await createCourse({
        title: localizedText({ en: `Budget ${word} ${n}`, ar: `دورة قياس الحجم ${word} ${n}` }),
        thumbnailUrl: stored.url,
        // Older than anything else, so these never push another spec's courses off the home
        // page or the first catalogue page; the search for their word shows them alone.
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)),
        lessons: [{}],
      });
    }

    const visit = await measureFirstVisit(page, `/courses?q=${word}`);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
    const loadedImages = await cards
      .locator("img")
      .evaluateAll(
        (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
      );
    expect(loadedImages, "every card's thumbnail was loaded and is counted").toBe(
      CATALOGUE_PAGE_SIZE,
    );
    test.info().annotations.push({
      type: "thumbnails",
      description: `${CATALOGUE_PAGE_SIZE} uploads of 640×360 JPEG (${kb(sourceBytes)}), stored as WebP widths`,
    });
    report("catalogue (24 cards with thumbnails)", visit);
    expectWithinBudget(visit, PAGE_BUDGETS.catalogue);
  } finally {
    await Promise.all(keys.map((key) => uploads.delete(THUMBNAIL_BUCKET, key).catch(() => {})));
  }
});

test("course page before play: ≤ 120 KB in ≤ 20 requests", async ({ page, db }) => {
  const visit = await measureFirstVisit(page, `/course/${await demoCourseId(db)}`);
  report("course page before play", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.course);
});

// Issue #17: what a returning learner pays. Online, in a context without request interception
// (the other tests' guard turns Chrome's HTTP cache off; these pages make no request elsewhere, see
// the third-party test) and without the service worker, whose own fetches the page's network log
// would not show (it fetches documents from the network too, and keeps the same files as the HTTP
// cache): a repeat visit pays for the document alone. Offline, with the worker: a saved course and
// the offline page cost nothing on the wire.
test("repeat visits and offline: home and a course page", async ({ browser, baseURL, db }) => {
  test.slow();
  const course = `/course/${await demoCourseId(db)}`;
  const online = await browser.newContext({ baseURL, serviceWorkers: "block" });
  try {
    const page = await online.newPage();
    report("home, first visit", await measureFirstVisit(page, "/"));
    const repeatHome = await measureFirstVisit(page, "/");
    report("home, repeat visit", repeatHome);
    const courseAfterHome = await measureFirstVisit(page, course);
    report("course page, after home (shared files cached)", courseAfterHome);
    const repeatCourse = await measureFirstVisit(page, course);
    report("course page, repeat visit", repeatCourse);
    // No repeat downloads the fonts, the stylesheet or the script again; the documents come.
    for (const visit of [repeatHome, courseAfterHome, repeatCourse]) {
      for (const type of ["Font", "Stylesheet", "Script"]) {
        expect(visit.bytesByType[type] ?? 0, type).toBe(0);
      }
      expect(visit.bytesByType.Document ?? 0).toBeGreaterThan(0);
    }
  } finally {
    await online.close();
  }

  const offline = await browser.newContext({ baseURL });
  try {
    const page = await offline.newPage();
    // The worker comes with the second page view: save the course, then lose the connection.
    await page.goto("/");
    await page.goto(course);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.locator("[data-save-offline] button[data-when=todo]").click();
    await expect(page.locator("[data-save-offline] [data-when=done]").first()).toBeVisible();
    await offline.setOffline(true);
    const savedCourse = await measureFirstVisit(page, `${course}?lesson=2`);
    report("course page, offline (saved)", savedCourse);
    const neverSaved = await measureFirstVisit(page, "/courses?q=never-saved");
    report("a page never saved, offline (the offline page)", neverSaved);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لا يوجد اتصال بالإنترنت");
    for (const visit of [savedCourse, neverSaved]) expect(visit.bytes).toBe(0);
  } finally {
    await offline.close();
  }
});

// Issue #16: a lesson's quiz is part of the page (questions and options as HTML, no script of its
// own beyond app/browser/quiz.ts in the one enhance script). Five questions of four options, with
// texts about as long as real ones, in Arabic and English (both stored; the page shows one).
test("course page with a five-question quiz before play: ≤ 120 KB in ≤ 20 requests", async ({
  page,
  createCourse,
}) => {
  const long = (key: string) =>
    quizQuestion(key, [false, true, false, false], `Because ${key} `.repeat(12));
  const questions = ["one", "two", "three", "four", "five"].map((key) => ({
    ...long(key),
    text: {
      ...long(key).text,
      ar: `ما الخطوة الأولى الصحيحة عند إعداد ميزانية شهرية للأسرة؟ (${key})`,
    },
    options: long(key).options.map((option, n) => ({
      ...option,
      text: {
        ...option.text,
        ar: `الخيار ${n + 1}: تسجيل كل المصاريف والمداخيل لمدة شهر كامل (${key})`,
      },
    })),
  }));
  const { id } = await createCourse({ questions: [questions] });
  const visit = await measureFirstVisit(page, `/course/${id}`);
  await expect(page.locator("[data-quiz] fieldset")).toHaveCount(5);
  report("course page with a five-question quiz before play", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.course);
});

test("sign-up page: ≤ 120 KB in ≤ 20 requests", async ({ page }) => {
  const visit = await measureFirstVisit(page, "/auth");
  report("sign-up page", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.auth);
});

// Issue #15: no page exceeds its budget in any locale. The French course page (longer words, the
// language switcher, hreflang alternates) and the English home page; Arabic is measured above.
test("French course page before play: ≤ 120 KB in ≤ 20 requests", async ({ page, db }) => {
  const visit = await measureFirstVisit(page, `/fr/course/${await demoCourseId(db)}`);
  report("French course page before play", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.course);
});

test("English home: ≤ 150 KB in ≤ 20 requests", async ({ page }) => {
  const visit = await measureFirstVisit(page, "/en");
  report("English home", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.home);
});

test("French sign-up page: ≤ 120 KB in ≤ 20 requests", async ({ page }) => {
  const visit = await measureFirstVisit(page, "/fr/auth");
  report("French sign-up page", visit);
  expectWithinBudget(visit, PAGE_BUDGETS.auth);
});

// Its own test, so a failure here stays visible apart from the byte budgets.
test("course page before play: no request to a third-party host", async ({ page, db }) => {
  const thirdParty: string[] = [];
  page.context().on("request", (request) => {
    const url = request.url();
    if (/^(https?|wss?):/.test(url) && !LOCAL_URL.test(url)) thirdParty.push(url);
  });
  await measureFirstVisit(page, `/course/${await demoCourseId(db)}`);
  test.info().annotations.push({
    type: "third-party requests before play",
    description: thirdParty.length ? thirdParty.join(" ") : "none",
  });
  if (thirdParty.length) console.log(`[budget] third-party before play: ${thirdParty.join(" ")}`);
  expect(thirdParty, "requests to other hosts before the visitor presses play").toEqual([]);
});

// Issue #27: the budgets above run on a desktop at 1x, where a card's image is its 320 or 640 px
// file. Most learners hold a phone of about 360 CSS pixels at 2x, and a course's cover is a
// photograph (photo-covers.ts: its 960 px WebP weighs about 40 KB, as a real one does). There the
// page must choose the width the phone draws, not the next one up.
const PHONE_BUDGETS = {
  course: { bytes: 90 * KB, requests: 20 },
  catalogueFirstScreen: { bytes: 160 * KB, requests: 30 },
} as const;

test.describe("a 360 px phone at 2x, photographs as covers", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

  test("course page before play: ≤ 90 KB", async ({ page, createCourse }) => {
    const covers = await storePhotographCovers(1);
    try {
      const { id } = await createCourse({
        thumbnailUrl: covers.urls[0],
        lessons: [{}, {}, {}],
      });
      const visit = await measureFirstVisit(page, `/course/${id}`);
      await expect(page.locator("img").first()).toHaveJSProperty("complete", true);
      report("course page before play, 360 px at 2x, photograph cover", visit);
      expectWithinBudget(visit, { ...PAGE_BUDGETS.course, ...PHONE_BUDGETS.course });
    } finally {
      await covers.remove();
    }
  });

  test("catalogue: first screen ≤ 160 KB", async ({ page, createCourse }) => {
    test.slow();
    const covers = await storePhotographCovers(CATALOGUE_PAGE_SIZE);
    const word = `phone${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 8)}`;
    try {
      for (const [n, thumbnailUrl] of covers.urls.entries()) {
        await createCourse({
          title: localizedText({ en: `Phone ${word} ${n}`, ar: `دورة الهاتف ${word} ${n}` }),
          thumbnailUrl,
          // Older than anything else: never on another spec's first page (as above).
          createdAt: new Date(Date.UTC(2020, 0, 2, 0, n)),
          lessons: [{}],
        });
      }
      const { firstScreen, scrolled } = await measureFirstScreen(page, `/courses?q=${word}`);
      report("catalogue first screen, 360 px at 2x, photograph covers", firstScreen);
      expectWithinBudget(firstScreen, {
        ...PAGE_BUDGETS.catalogue,
        ...PHONE_BUDGETS.catalogueFirstScreen,
      });
      // The whole page is recorded, not budgeted: issue #27 budgets the first screen.
      const whole = await scrolled();
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(CATALOGUE_PAGE_SIZE);
      report("catalogue scrolled to the end, 360 px at 2x, photograph covers", whole);
    } finally {
      await covers.remove();
    }
  });
});
