// Search synonyms in the browser (issue #27 item 8): an administrator adds a set on
// /admin/search-synonyms, and a learner searching for the name in Arabic letters finds the course
// written in Latin ones, with JavaScript off, on a phone; the set's deletion stops it again.
import { randomInt } from "node:crypto";
import { expect, signInAsAdmin, test } from "./fixtures";

/** A word no other test writes: Latin letters, and its "Arabic spelling" from Arabic letters. */
function uniqueWords(): { latin: string; arabic: string } {
  const latin = "abcdefghijklmnopqrstuvwxyz";
  const arabic = "بتثجحخدذرزسشصضطظعغفقكلمن";
  let l = "zq";
  let a = "زق";
  for (let i = 0; i < 8; i++) {
    const n = randomInt(latin.length);
    l += latin[n];
    a += arabic[n % arabic.length];
  }
  return { latin: l, arabic: a };
}

test("a set added by an administrator lets the Arabic spelling find the Latin name", async ({
  page,
  browser,
  createCourse,
}) => {
  const { latin, arabic } = uniqueWords();
  await createCourse({ title: { ar: "", en: `${latin} for beginners` }, isPublished: true });

  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "Search synonyms" })).toHaveAttribute(
    "href",
    "/admin/search-synonyms",
  );
  await page.goto("/admin/search-synonyms");
  await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeVisible();
  // A seeded set is there from the migration.
  await expect(page.locator('input[value^="Python"]')).toHaveCount(1);
  await page.getByLabel("New set").fill(`${latin}, ${arabic}`);
  await page.getByRole("button", { name: "Add synonyms" }).click();
  await expect(page.getByText("Synonyms added.")).toHaveRole("status");

  const learner = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    baseURL: new URL(page.url()).origin,
  });
  const phone = await learner.newPage();
  await phone.goto(`/courses?q=${encodeURIComponent(arabic)}`);
  const cards = phone.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("heading")).toHaveText(`${latin} for beginners`);

  await page.getByRole("button", { name: `Delete ${latin}, ${arabic}` }).click();
  await expect(page.getByText("Synonyms deleted.")).toHaveRole("status");
  await phone.goto(`/courses?q=${encodeURIComponent(arabic)}`);
  await expect(cards).toHaveCount(0);
  await learner.close();
});
