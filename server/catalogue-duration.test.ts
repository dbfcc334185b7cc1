// The catalogue's card and the home page agree on a course without a duration (issue #14 part 2,
// audit): both show the home default, 30 minutes (in Arabic "30 دقيقة"), never "0". Server-side
// HTML over HTTP, on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();

/** The <article> card of the page whose text includes `title`. */
function cardOf(html: string, title: string): string {
  const cards = html.split("<article").slice(1);
  const card = cards.find((text) => text.includes(title));
  if (!card) throw new Error(`no card for ${title}`);
  return card.slice(0, card.indexOf("</article>"));
}

describe.each(testDatabaseKinds())("a course without a duration on its cards on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "No duration", ar: "دورة بلا مدة" }),
        durationMinutes: 0,
        isPublished: true,
      }),
    );
    await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Timed", ar: "دورة موقوتة" }),
        durationMinutes: 45,
        isPublished: true,
      }),
    );
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const page = async (path: string) => {
    const response = await fetch(server.base + path);
    expect(response.status).toBe(200);
    return response.text();
  };

  it("shows 30 minutes on the catalogue card, as on the home page", async () => {
    const catalogue = await page("/courses");
    const card = cardOf(catalogue, "دورة بلا مدة");
    expect(card).toContain("30 دقيقة");
    expect(card).not.toMatch(/>\s*0 دقيقة/);
    expect(cardOf(catalogue, "دورة موقوتة")).toContain("45 دقيقة");
    const home = await page("/");
    expect(cardOf(home, "دورة بلا مدة")).toContain("30 دقيقة");
  });
});
