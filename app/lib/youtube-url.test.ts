import { describe, expect, it } from "vitest";
import {
  parseStartTime,
  parseYouTubeId,
  parseYouTubeLink,
  parseYouTubeStart,
  youTubeEmbedUrl,
  youTubeWatchUrl,
} from "./youtube-url";

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

// Issue #12: single-video forms that yt-dlp (YoutubeIE._VALID_URL) and NewPipe
// (YoutubeStreamLinkHandlerFactory) accept, and links copied out of a sentence.
describe("parseYouTubeId: forms people paste", () => {
  it.each([
    ["watch_popup", `https://www.youtube.com/watch_popup?v=${ID}`],
    ["watch with a trailing slash", `https://www.youtube.com/watch/?v=${ID}`],
    ["v= on the home path", `https://www.youtube.com/?v=${ID}`],
    [
      "watch?v= with a start time (kept for later, not used)",
      `https://www.youtube.com/watch?v=${ID}&t=30s`,
    ],
    ["watch?v= with &amp; noise before it", `https://www.youtube.com/watch?app=desktop&v=${ID}`],
    ["youtu.be with &feature= glued to the id", `https://youtu.be/${ID}&feature=share`],
    ["youtu.be with ?si=", `https://youtu.be/${ID}?si=Ab12Cd34`],
    ["youtu.be with ?v=", `https://youtu.be/watch?v=${ID}`],
    ["www.youtu.be", `https://www.youtu.be/${ID}`],
    ["m. host, no scheme", `m.youtube.com/watch?v=${ID}`],
    ["music. host", `https://music.youtube.com/watch?v=${ID}&feature=share`],
    ["music. host, no scheme", `music.youtube.com/watch?v=${ID}`],
    ["protocol-relative", `//www.youtube.com/watch?v=${ID}`],
    ["youtube-nocookie embed without www", `https://youtube-nocookie.com/embed/${ID}`],
    ["/shorts/ with ?si=", `https://youtube.com/shorts/${ID}?si=xyz`],
    ["/live/ with ?feature=", `https://www.youtube.com/live/${ID}?feature=share`],
    ["/v/", `https://www.youtube.com/v/${ID}?version=3`],
    ["/e/", `https://www.youtube.com/e/${ID}`],
    ["/watch/ID (NewPipe)", `https://www.youtube.com/watch/${ID}`],
    ["youtube.googleapis.com/v/", `https://youtube.googleapis.com/v/${ID}`],
    [
      "attribution_link",
      `https://www.youtube.com/attribution_link?a=x1&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
    ],
    ["watch?v= with a list (the video is taken)", `https://www.youtube.com/watch?v=${ID}&list=PL1`],
    // Copied out of a sentence: the punctuation around the link is not part of it.
    ["followed by ).", `https://youtu.be/${ID}).`],
    ["followed by .", `https://www.youtube.com/watch?v=${ID}.`],
    ["followed by ,", `https://youtu.be/${ID},`],
    ["followed by the Arabic comma", `https://youtu.be/${ID}،`],
    ["followed by the Arabic question mark", `https://www.youtube.com/watch?v=${ID}؟`],
    ["in double quotes", `"https://youtu.be/${ID}"`],
    ["in single quotes", `'https://youtu.be/${ID}'`],
    ["in angle brackets", `<https://www.youtube.com/watch?v=${ID}>`],
    ["in brackets", `(https://youtu.be/${ID})`],
    ["in guillemets", `«https://youtu.be/${ID}»`],
    ["in curly quotes", `“https://youtu.be/${ID}”`],
    ["followed by > inside the query", `https://www.youtube.com/watch?v=${ID}>&t=1`],
    ["a bare id followed by a full stop", `${ID}.`],
  ])("accepts %s", (_form, input) => {
    expect(parseYouTubeId(input)).toBe(ID);
  });

  it.each([
    ["an id of 12 characters", `https://youtu.be/${ID}x`],
    ["an id of 12 characters before junk", `https://youtu.be/${ID}x&feature=share`],
    ["an id of 10 characters before punctuation", "https://youtu.be/dQw4w9WgXc)."],
    [
      "look-alike host with youtube.com as user info",
      `https://youtube.com@evil.example/watch?v=${ID}`,
    ],
    ["look-alike subdomain", `https://www.youtube.com.evil.example/watch?v=${ID}`],
    ["look-alike short host", `https://youtu.be.evil.example/${ID}`],
    ["another host's watch page", `https://notyoutube.com/watch_popup?v=${ID}`],
    ["javascript: with quotes", `"javascript:alert(1)//${ID}"`],
    ["vbscript:", `vbscript:msgbox(1)//${ID}`],
    ["text before the link", `watch this https://youtu.be/${ID}`],
    ["a search page", "https://www.youtube.com/results?search_query=excel"],
    ["the home page", "https://www.youtube.com/"],
    ["attribution_link to a channel", "https://www.youtube.com/attribution_link?u=%2F%40someone"],
  ])("refuses %s", (_what, input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});

describe("parseYouTubeLink: playlists and channels are not a video", () => {
  it.each([
    ["a playlist page", "https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"],
    ["a playlist page, no scheme", "youtube.com/playlist?list=PL1"],
    ["a music playlist", "https://music.youtube.com/playlist?list=OLAK5uy_abc"],
    ["an embedded playlist", "https://www.youtube.com/embed/videoseries?list=PL1"],
    [
      "an embedded playlist, privacy host",
      "https://www.youtube-nocookie.com/embed/videoseries?list=PL1",
    ],
    ["an old embedded playlist", "https://www.youtube.com/embed?listType=playlist&list=PL1"],
    ["watch?list= without a video", "https://www.youtube.com/watch?list=PL1"],
  ])("%s is a playlist", (_what, input) => {
    expect(parseYouTubeLink(input)).toEqual({ kind: "playlist" });
    expect(parseYouTubeId(input)).toBeNull();
  });

  it.each([
    [
      "an embedded live stream of a channel",
      "https://www.youtube.com/embed/live_stream?channel=UCabc",
    ],
    ["a channel id", "https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw"],
    ["a handle", "https://www.youtube.com/@somechannel"],
    ["a handle's videos", "https://m.youtube.com/@somechannel/videos"],
    ["a handle's live page", "https://www.youtube.com/@somechannel/live"],
    ["a custom name", "https://www.youtube.com/c/SomeChannel"],
    ["a user name", "https://www.youtube.com/user/someone"],
    ["a handle without scheme", "youtube.com/@somechannel"],
  ])("%s is a channel", (_what, input) => {
    expect(parseYouTubeLink(input)).toEqual({ kind: "channel" });
    expect(parseYouTubeId(input)).toBeNull();
  });

  it("a video is a video, and anything else is invalid", () => {
    expect(parseYouTubeLink(`https://youtu.be/${ID}`)).toEqual({ kind: "video", id: ID });
    expect(parseYouTubeLink("https://vimeo.com/1")).toEqual({ kind: "invalid" });
    expect(parseYouTubeLink("")).toEqual({ kind: "invalid" });
    // A channel's name on another site is not a YouTube channel.
    expect(parseYouTubeLink("https://example.com/@somechannel")).toEqual({ kind: "invalid" });
  });
});

describe("YouTube addresses", () => {
  it("embeds through the privacy-enhanced host", () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
  it("links to the watch page", () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
  it("links to the watch page at a start time", () => {
    expect(youTubeWatchUrl(ID, 90)).toBe(`https://www.youtube.com/watch?v=${ID}&t=90s`);
    expect(youTubeWatchUrl(ID, null)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});

// Issue #14: a start time in the pasted link is kept for the player.
describe("start times", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, 30],
    [`https://www.youtube.com/watch?v=${ID}&t=30`, 30],
    [`https://www.youtube.com/watch?t=1m5s&v=${ID}`, 65],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://youtu.be/${ID}?t=42`, 42],
    [`https://youtu.be/${ID}?si=abc&t=3`, 3],
    [`https://youtu.be/${ID}&t=42`, 42],
    [`https://www.youtube.com/embed/${ID}?start=30`, 30],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0&start=120`, 120],
    [`https://www.youtube.com/watch?v=${ID}#t=75`, 75],
    [`youtube.com/watch?v=${ID}&t=30s`, 30],
    [`«https://youtu.be/${ID}?t=30s».`, 30],
    [`https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${ID}%26t%3D12`, 12],
  ])("%s starts at %i s", (input, seconds) => {
    expect(parseYouTubeLink(input)).toEqual({ kind: "video", id: ID, startSeconds: seconds });
    expect(parseYouTubeStart(input)).toBe(seconds);
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=0`,
    `https://www.youtube.com/watch?v=${ID}&t=soon`,
    ID,
    "https://vimeo.com/1?t=30",
  ])("%s has no start time", (input) => {
    expect(parseYouTubeStart(input)).toBeNull();
  });

  it.each([
    ["90", 90],
    ["90s", 90],
    ["2m", 120],
    ["1h", 3600],
    ["1H2M", 3720],
    ["", null],
    ["0", null],
    ["-5", null],
    ["1.5", null],
    ["m", null],
  ])("reads the time %s as %s", (text, seconds) => {
    expect(parseStartTime(text)).toBe(seconds);
  });
});
