import { describe, expect, it } from "vitest";
import { findInvalidText } from "./valid-text";

describe("findInvalidText", () => {
  it.each(["", "تسويق رقمي", "Économie", "emoji 😀 pair", "line\nbreak\ttab"])(
    "accepts %j",
    (text) => {
      expect(findInvalidText(text)).toBeNull();
    },
  );

  it.each([
    ["a\0b", "a NUL character"],
    ["\ud800", "an unpaired surrogate"],
    ["x\udc00", "an unpaired surrogate"],
    ["\udc00\ud800", "an unpaired surrogate"],
  ])("refuses %j", (text, problem) => {
    expect(findInvalidText(text)).toBe(problem);
  });
});
