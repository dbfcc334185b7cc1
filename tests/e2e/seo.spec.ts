// What search engines and link previews read (issue #17), through the running server: robots.txt,
// the sitemap with a published course in every locale, and the course page's JSON-LD as the
// browser parses it.
import { expect, test } from "./fixtures";

test("robots.txt and the sitemap name the public pages, not the private ones", async ({
  request,
  createCourse,
  baseURL,
}) => {
  const { id } = await createCourse();
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /account");
  expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  for (const prefix of ["", "/fr", "/en"]) {
    expect(xml).toContain(`<loc>${new URL(`${prefix}/course/${id}`, baseURL).href}</loc>`);
  }
  expect(xml).not.toContain("/admin");
  expect(xml).not.toContain("/account");
});

test("a course page describes itself as a schema.org Course", async ({ page, createCourse }) => {
  const { id, course } = await createCourse({ durationMinutes: 45 });
  await page.goto(`/course/${id}`);
  const objects = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const found = objects.find((object) => object["@type"] === "Course");
  expect(found).toMatchObject({
    "@context": "https://schema.org",
    name: course.title.ar,
    provider: { "@type": "Organization", name: "معرفة" },
    offers: { "@type": "Offer", category: "Free" },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT45M" },
  });
  expect(objects.some((object) => object["@type"] === "BreadcrumbList")).toBe(true);
  // Its share card: title and an image that loads.
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await page.request.get(image ?? "");
  expect(response.headers()["content-type"]).toBe("image/png");
});
