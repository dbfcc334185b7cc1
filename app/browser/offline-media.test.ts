// Which version a saved course's lesson pages are fetched in (issue #28): the choice the address
// holds, whatever the player names its parameter, and nothing else of the address.
import { describe, expect, it } from "vitest";
import { versionChoiceParams, withChoice } from "./offline-media";

describe("the version chosen in the address", () => {
  it("keeps a parameter whose value is a version, not the lesson nor anything else", () => {
    expect(String(versionChoiceParams("?lesson=2&version=audio"))).toBe("version=audio");
    expect(String(versionChoiceParams("?v=light&lesson=1&done=1&q=standard2"))).toBe("v=light");
    expect(String(versionChoiceParams("?lesson=3"))).toBe("");
    expect(String(versionChoiceParams(""))).toBe("");
  });

  it("is added to each lesson page's address, which stays a path", () => {
    const choice = versionChoiceParams("?lesson=2&version=audio");
    expect(withChoice("/course/c?lesson=1", choice)).toBe("/course/c?lesson=1&version=audio");
    expect(withChoice("/fr/course/c", choice)).toBe("/fr/course/c?version=audio");
    expect(withChoice("/course/c?lesson=1", new URLSearchParams())).toBe("/course/c?lesson=1");
  });
});
