// Which version a saved course's lesson pages are fetched in (issue #28), and the address a page
// is saved under.
import { describe, expect, it } from "vitest";
import { withVersion } from "./offline-media";
import { withoutVersion } from "./offline-rules";

describe("the version a saved course keeps", () => {
  it("is asked for in each lesson page's address, which stays a path", () => {
    expect(withVersion("/course/c?lesson=1", "audio")).toBe("/course/c?lesson=1&v=audio");
    expect(withVersion("/fr/course/c", "light")).toBe("/fr/course/c?v=light");
    expect(withVersion("/course/c?lesson=1&v=light", "audio")).toBe("/course/c?lesson=1&v=audio");
    expect(withVersion("/course/c?lesson=1", null)).toBe("/course/c?lesson=1");
  });

  it("is not part of the address a page is saved under", () => {
    expect(withoutVersion("https://site.mr/course/c?lesson=2&v=audio")).toBe(
      "https://site.mr/course/c?lesson=2",
    );
    expect(withoutVersion("https://site.mr/course/c?v=light")).toBe("https://site.mr/course/c");
    expect(withoutVersion("https://site.mr/course/c?lesson=2")).toBe(
      "https://site.mr/course/c?lesson=2",
    );
  });
});
