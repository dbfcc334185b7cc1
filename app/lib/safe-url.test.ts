import { describe, expect, it } from "vitest";
import { isHttpUrl, withDefaultScheme } from "./safe-url";

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

describe("withDefaultScheme", () => {
  it.each([
    ["www.bcm.mr", "https://www.bcm.mr"],
    ["  bcm.mr/fr/taux?x=1  ", "https://bcm.mr/fr/taux?x=1"],
    ["www.bcm.mr:8443/a", "https://www.bcm.mr:8443/a"],
    ["//cdn.example/a", "https://cdn.example/a"],
    ["موقع.موريتانيا", "https://موقع.موريتانيا"],
    ["https://www.bcm.mr", "https://www.bcm.mr"],
    ["http://example.com", "http://example.com"],
  ])("reads %s as %s", (typed, url) => {
    expect(withDefaultScheme(typed)).toBe(url);
    expect(isHttpUrl(withDefaultScheme(typed))).toBe(true);
  });
  it.each(["javascript:alert(1)", "mailto:a@b.mr", "/relative", "nothing", "", "ftp://x.org"])(
    "leaves %s as it is, still refused",
    (typed) => {
      expect(withDefaultScheme(typed)).toBe(typed);
      expect(isHttpUrl(withDefaultScheme(typed))).toBe(false);
    },
  );
});
