// The data saver (issue #17), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a request with
// `Save-Data: on` gets the same page without the web font's preload (app.css then uses the
// system's fonts) and with each stored thumbnail at its narrowest width only; pages say they vary
// on the header, and the page cache keeps the two versions apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { wantsSavedData } from "~/lib/save-data";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const UPLOAD = "/uploads/course-thumbnails/0b4f7d1e-7c2a-4a57-9d0f-5b1c9d2e3f40";

describe("wantsSavedData", () => {
  it.each([
    ["on", true],
    ["On", true],
    [" on ", true],
    ["off", false],
    ["1", false],
    ["", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(wantsSavedData(value)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())("the data saver on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Marketing" }),
        isPublished: true,
        thumbnailUrl: `${UPLOAD}-960.webp`,
      }),
    );
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = async (path: string, saveData: boolean) => {
    const res = await fetch(`${server.base}${path}`, {
      headers: saveData ? { "Save-Data": "on" } : {},
    });
    expect(res.status).toBe(200);
    return { html: await res.text(), vary: res.headers.get("vary") ?? "" };
  };

  it.each(["/", "/courses", "/fr/courses"])(
    "%s: no font preload and the narrowest thumbnail, kept apart in the page cache",
    async (path) => {
      // Twice each, alternating: the second of each comes from the page cache.
      for (let round = 0; round < 2; round++) {
        const saving = await get(path, true);
        expect(saving.html).toMatch(/<html [^>]*data-save-data=""/);
        expect(saving.html).not.toMatch(/rel="preload"[^>]*as="font"/);
        expect(saving.html).toContain(`src="${UPLOAD}-320.webp"`);
        expect(saving.html).not.toContain(`${UPLOAD}-640.webp`);
        expect(saving.html).not.toContain("srcSet=");
        expect(saving.html).not.toContain("srcset=");
        expect(saving.vary).toMatch(/Save-Data/i);

        const normal = await get(path, false);
        expect(normal.html).not.toContain("data-save-data");
        expect(normal.html).toMatch(/rel="preload"[^>]*as="font"/);
        expect(normal.html).toContain(`${UPLOAD}-640.webp 640w`);
        expect(normal.vary).toMatch(/Save-Data/i);
      }
    },
  );
});
