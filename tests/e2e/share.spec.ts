// The course page's share control (issue #17): WhatsApp first as a plain link carrying the title
// and the page's address, then 'Copy link' (JavaScript), and no third-party script.
import { expect, test, waitForEnhancement } from "./fixtures";

test("shares a course on WhatsApp, or copies its link", async ({ page, context, createCourse }) => {
  const { id, course } = await createCourse();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/en/course/${id}`);
  const share = page.locator("[data-share]");
  const whatsapp = share.getByRole("link", { name: "Share on WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const address = new URL(`/en/course/${id}`, page.url()).href;
  expect(href.searchParams.get("text")).toBe(`${course.title.en}\n${address}`);
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");

  await waitForEnhancement(page);
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("status")).toHaveText("Link copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  // Nothing from another host: the control is ours alone.
  const origins = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.src)
      .map((script) => new URL(script.src).origin),
  );
  expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin]));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the WhatsApp link alone, nothing that needs a script", async ({ page, createCourse }) => {
    const { id } = await createCourse();
    await page.goto(`/course/${id}`);
    const share = page.locator("[data-share]");
    await expect(share.getByRole("link", { name: "مشاركة عبر واتساب" })).toBeVisible();
    await expect(share.getByRole("button")).toHaveCount(0);
  });
});
