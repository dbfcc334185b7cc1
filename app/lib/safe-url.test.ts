import { describe, expect, it } from "vitest";
import { isHttpUrl } from "./safe-url";

describe("isHttpUrl", () => {
  it.each(["https://www.bcm.mr", "http://example.com/a?b=c", " https://x.org/ "])(
    "accepts %s",
    (url) => expect(isHttpUrl(url)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "/relative",
    "",
    "ftp://x",
  ])("refuses %s", (url) => expect(isHttpUrl(url)).toBe(false));
});
