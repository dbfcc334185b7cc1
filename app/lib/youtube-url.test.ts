import { describe, expect, it } from "vitest";
import { parseYouTubeId, youTubeEmbedUrl, youTubeWatchUrl } from "./youtube-url";

const ID = "dQw4w9WgXcQ";

describe("parseYouTubeId", () => {
  it.each([
    ["watch?v=", `https://www.youtube.com/watch?v=${ID}`],
    [
      "watch?v= with more parameters after &",
      `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL1`,
    ],
    ["v= not first", `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ["short form", `https://youtu.be/${ID}`],
    ["short form with query", `https://youtu.be/${ID}?si=abc&t=3`],
    ["embed", `https://www.youtube.com/embed/${ID}`],
    ["nocookie embed", `https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["live", `https://www.youtube.com/live/${ID}`],
    ["mobile host", `https://m.youtube.com/watch?v=${ID}`],
    ["bare host, http", `http://youtube.com/watch?v=${ID}`],
    ["no scheme", `www.youtube.com/watch?v=${ID}`],
    ["no scheme, short", `youtu.be/${ID}`],
    ["bare id", ID],
    ["surrounding spaces", `  https://youtu.be/${ID}  `],
    ["upper-case host", `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("accepts the %s form", (_form, input) => {
    expect(parseYouTubeId(input)).toBe(ID);
  });

  it.each([
    ["empty", ""],
    ["null", null],
    ["undefined", undefined],
    ["junk", "not a video"],
    ["id too short", "https://youtu.be/abc"],
    ["id too long", `https://www.youtube.com/watch?v=${ID}x`],
    ["id with a bad character", "https://www.youtube.com/watch?v=dQw4w9WgXc!"],
    ["javascript: link", `javascript:alert(1)//${ID}`],
    ["data: link", `data:text/html,${ID}`],
    ["another host", `https://vimeo.com/watch?v=${ID}`],
    ["look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["look-alike suffix", `https://notyoutube.com/watch?v=${ID}`],
    ["watch without v", "https://www.youtube.com/watch?list=PL1"],
    ["channel page", "https://www.youtube.com/@somechannel"],
    ["ftp scheme", `ftp://youtube.com/watch?v=${ID}`],
  ])("refuses %s", (_what, input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});

describe("YouTube addresses", () => {
  it("embeds through the privacy-enhanced host", () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
  it("links to the watch page", () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
