// First-party analytics in the browser (issue #7): the page views and the 'view_course' and
// 'navigate' events of spec §7 reach our own endpoint, land in the database and show on the admin
// Analytics page; nothing is sent under Global Privacy Control or Do Not Track; and with
// GA_MEASUREMENT_ID unset (as on this server) no request goes to any Google host.
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { ANALYTICS_ENDPOINT } from "../../app/lib/analytics-events";
import { expect, nextLessonCard, signInAsAdmin, test, waitForEnhancement } from "./fixtures";

const GOOGLE_HOST =
  /^https?:\/\/([^/]*\.)?(google|googletagmanager|google-analytics|doubleclick)\./;

interface Beacon {
  event: { name: string; path: string; label?: string; courseId?: string };
  status: Promise<number>;
}

/** Every analytics beacon the page sends, with the status our server answered it with. */
function recordBeacons(page: Page) {
  const beacons: Beacon[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== ANALYTICS_ENDPOINT) return;
    beacons.push({
      event: JSON.parse(request.postData() ?? "null") as Beacon["event"],
      // A beacon still in flight when the test ends rejects its response() ("Test ended"): 0,
      // not an error that fails a test that never looked at it.
      status: request.response().then(
        (response) => response?.status() ?? 0,
        () => 0,
      ),
    });
  });
  return beacons;
}

const MARKER = "e2e_marker_";

/**
 * The page's beacons once every one it has sent so far has been seen, without guessing a time:
 * sends one more, a marker (an event name the server refuses, so nothing is stored), through the
 * same channel, waits for it, and returns the others. Requests are reported in the order they
 * were made, so a beacon sent before the marker (a page's views go out while its script runs,
 * before `waitForEnhancement` returns; 'navigate' on the click) is in the list by then.
 */
async function beaconsSentSoFar(page: Page, beacons: Beacon[]): Promise<Beacon[]> {
  const marker = `${MARKER}${randomUUID()}`;
  const queued = await page.evaluate(([endpoint, body]) => navigator.sendBeacon(endpoint, body), [
    ANALYTICS_ENDPOINT,
    JSON.stringify({ name: marker, path: "/" }),
  ] as const);
  expect(queued, "the browser queued the marker beacon").toBe(true);
  await expect.poll(() => beacons.some((b) => b.event.name === marker)).toBe(true);
  return beacons.filter((b) => !b.event.name.startsWith(MARKER));
}

/** Every request of the browser context that goes to a Google host (blocked or not). */
function recordGoogleRequests(page: Page) {
  const google: string[] = [];
  page.context().on("request", (request) => {
    if (GOOGLE_HOST.test(request.url())) google.push(request.url());
  });
  return google;
}

function topBar(page: Page) {
  return page.getByRole("navigation", { name: "التنقل الرئيسي" });
}

test("home → course → catalogue is recorded and shows on the admin Analytics page", async ({
  page,
  db,
  createCourse,
}) => {
  // Nine page loads, the database polled, then the admin report: 29 s at a load average of 19.
  test.slow();
  const { id, course } = await createCourse();
  const beacons = recordBeacons(page);
  const google = recordGoogleRequests(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });

  await page.goto("/");
  await waitForEnhancement(page);
  await page.goto(`/course/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title.ar);
  await waitForEnhancement(page);
  // The top bar's courses link, then its logo (each a page load; their beacons outlive the page).
  await topBar(page).getByRole("link", { name: "الدورات", exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await topBar(page)
    .getByRole("link", { name: /الرئيسية/ })
    .click();
  await expect(page).toHaveURL(/\/$/);

  const expected = [
    { name: "page_view", path: "/" },
    { name: "view_course", path: `/course/${id}`, label: course.title.ar, courseId: id },
    { name: "page_view", path: `/course/${id}` },
    { name: "navigate", path: `/course/${id}`, label: "courses" },
    { name: "page_view", path: "/courses" },
    { name: "navigate", path: "/courses", label: "home" },
    { name: "page_view", path: "/" },
  ];
  await expect.poll(() => beacons.length).toBe(expected.length);
  // The course page's two events may leave in either order (its effects run together).
  const sorted = (events: Beacon["event"][]) =>
    [...events].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  expect(sorted(beacons.map((b) => b.event))).toEqual(sorted(expected));
  // 204 comes once the event is committed (group commit). A beacon still in flight when its page
  // unloads (a 'navigate' always is) gets no answer the browser reports (0); the rows below show
  // that those arrived too. None was refused.
  const statuses = await Promise.all(beacons.map((b) => b.status));
  expect(statuses.filter((status) => status !== 0 && status !== 204)).toEqual([]);
  expect(statuses.filter((status) => status === 204).length).toBeGreaterThan(0);

  const ofThisCourse = () =>
    db
      .selectFrom("analytics_events")
      .select(["name", "path", "label", "course_id"])
      .where((eb) => eb.or([eb("course_id", "=", id), eb("path", "=", `/course/${id}`)]))
      .orderBy("name")
      .execute();
  await expect.poll(ofThisCourse).toEqual([
    { name: "navigate", path: `/course/${id}`, label: "courses", course_id: "" },
    { name: "page_view", path: `/course/${id}`, label: "", course_id: "" },
    { name: "view_course", path: `/course/${id}`, label: course.title.ar, course_id: id },
  ]);
  // No IP address or user agent is stored, only the day's hash.
  const raw = JSON.stringify(await db.selectFrom("analytics_events").selectAll().execute());
  expect(raw).not.toContain("127.0.0.1");
  expect(raw).not.toContain("Mozilla");

  // The chart's library is for the admin page alone.
  expect(scripts.filter((url) => /uplot/i.test(url))).toEqual([]);
  // The 'navigate' beacons left as their pages unloaded: their rows are in before the report is read.
  const navigateRows = () =>
    db
      .selectFrom("analytics_events")
      .select("label")
      .distinct()
      .where("name", "=", "navigate")
      .where("label", "in", ["courses", "home"])
      .orderBy("label")
      .execute();
  await expect.poll(navigateRows).toEqual([{ label: "courses" }, { label: "home" }]);
  // Three more views, so the course is among the top ten even with other specs' traffic.
  for (let n = 0; n < 3; n++) {
    await page.goto(`/course/${id}`);
    await waitForEnhancement(page);
  }
  await expect.poll(() => beacons.filter((b) => b.event.name === "view_course").length).toBe(4);
  await Promise.all(beacons.map((b) => b.status));

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const topCourses = page.getByRole("table", { name: "Top courses by views" });
  await expect(topCourses.getByRole("row").filter({ hasText: course.title.ar })).toContainText("4");
  const topPages = page.getByRole("table", { name: "Top pages" });
  await expect(topPages.getByRole("cell", { name: "/", exact: true })).toBeVisible();
  await expect(topPages.getByRole("cell", { name: "/courses", exact: true })).toBeVisible();
  const navigation = page.getByRole("table", { name: "Navigation (top bar)" });
  await expect(navigation.getByRole("cell", { name: "courses", exact: true })).toBeVisible();
  await expect(navigation.getByRole("cell", { name: "home", exact: true })).toBeVisible();

  // Today's row of the table alternative counts at least this test's six page views.
  await page.getByText("Figures per day as a table").click();
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = page
    .getByRole("table", { name: /per day/ })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: today }) });
  const views = Number(await todayRow.getByRole("cell").first().textContent());
  expect(views).toBeGreaterThanOrEqual(6);
  // The chart is drawn (uPlot, loaded lazily under the page's CSP).
  await expect(page.locator("[data-chart=traffic] canvas")).toBeVisible();
  expect(scripts.filter((url) => /uplot/i.test(url)).length).toBeGreaterThan(0);

  // The date range is a GET form.
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(
    page.getByRole("heading", { name: `Views and unique visitors per day, ${today} to ${today}` }),
  ).toBeVisible();

  // Presets end today, whatever range is shown.
  const daysAgo = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/admin/analytics?from=${daysAgo(40)}&to=${daysAgo(34)}`);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(daysAgo(34));
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(6)}&to=${today}`));
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(daysAgo(6));
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(today);

  // GA_MEASUREMENT_ID is unset on this server: no Google code and no Google request anywhere.
  expect(google).toEqual([]);
  expect(await page.content()).not.toMatch(/googletagmanager|gtag/);
});

test("the mobile menu's courses link reports 'navigate' with label courses_mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const beacons = recordBeacons(page);
  await page.goto("/");
  await waitForEnhancement(page);
  await topBar(page).locator("summary").click();
  await topBar(page).getByRole("link", { name: "الدورات", exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect
    .poll(() => beacons.map((b) => b.event))
    .toContainEqual({
      name: "navigate",
      path: "/",
      label: "courses_mobile",
    });
  await expect
    .poll(() => beacons.map((b) => b.event))
    .toContainEqual({
      name: "page_view",
      path: "/courses",
    });
});

test("choosing another lesson is the same page: no new page view or course view", async ({
  page,
  createCourse,
}) => {
  const { id } = await createCourse();
  const beacons = recordBeacons(page);
  await page.goto(`/course/${id}`);
  await waitForEnhancement(page);
  await expect
    .poll(() => beacons.map((b) => b.event.name).sort())
    .toEqual(["page_view", "view_course"]);
  await nextLessonCard(page).click();
  await expect(page).toHaveURL(/[?&]lesson=2/);
  // Had it counted, the beacons would have left while the new page's script ran.
  await waitForEnhancement(page);
  expect((await beaconsSentSoFar(page, beacons)).map((b) => b.event.name).sort()).toEqual([
    "page_view",
    "view_course",
  ]);
});

for (const [name, property] of [
  ["Global Privacy Control", "globalPrivacyControl"],
  ["Do Not Track", "doNotTrack"],
] as const) {
  test(`sends nothing when ${name} is on`, async ({ page }) => {
    await page.addInitScript((prop) => {
      Object.defineProperty(Navigator.prototype, prop, {
        get: () => (prop === "doNotTrack" ? "1" : true),
        configurable: true,
      });
    }, property);
    const beacons = recordBeacons(page);
    await page.goto("/");
    await waitForEnhancement(page);
    await topBar(page).getByRole("link", { name: "الدورات", exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // Without the setting this visit sends three beacons (see the mobile test above): two views
    // while each page's script runs, 'navigate' on the click. None was sent before the marker.
    await waitForEnhancement(page);
    expect(await beaconsSentSoFar(page, beacons)).toEqual([]);
  });
}

test("the admin Analytics page has no accessibility violations, chart and table alike", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/analytics");
  await expect(page.locator("[data-chart=traffic] canvas")).toBeVisible();
  await page.getByText("Figures per day as a table").click();
  await expect(page.getByRole("table", { name: /per day/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => ({
      rule: v.id,
      targets: v.nodes.map((n) => n.target.join(" ")),
    })),
  ).toEqual([]);
});
