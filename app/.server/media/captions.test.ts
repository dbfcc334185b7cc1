// Caption files and typed transcripts (issue #28): WebVTT and SRT parsed into cues, a broken file
// refused with its line number, tags stripped, Arabic kept, and the cues back out as WebVTT and as
// readable paragraphs.
import { describe, expect, it } from "vitest";
import {
  captionsToPlainText,
  detectTranscriptKind,
  MAX_CAPTION_BYTES,
  MAX_CUES,
  parseCaptions,
  stripCueMarkup,
  toWebVtt,
} from "./captions";

const VTT = `WEBVTT - درس الكسور
Kind: captions

NOTE written by the teacher

intro
00:00:01.000 --> 00:00:04.500 align:start position:10%
<v المعلم>مرحبا بكم في <b>درس</b> الكسور</v>

00:04.500 --> 00:00:08.000
<c.yellow>Bonjour</c> &amp; welcome
second line
`;

const SRT = `1
00:00:01,000 --> 00:00:04,500
<i>مرحبا</i> بكم

2
00:00:04,500 --> 00:00:08,250
{\\an8}<font color="#ffff00">Fractions</font> today
`;

describe("parseCaptions", () => {
  it("reads WebVTT: header, notes, identifiers, settings, optional hours, tags and entities", () => {
    expect(parseCaptions(VTT)).toEqual({
      ok: true,
      format: "webvtt",
      cues: [
        { startMs: 1000, endMs: 4500, text: "مرحبا بكم في درس الكسور" },
        { startMs: 4500, endMs: 8000, text: "Bonjour & welcome\nsecond line" },
      ],
    });
  });

  it("reads SRT, with ASS overrides and <font> stripped", () => {
    expect(parseCaptions(SRT)).toEqual({
      ok: true,
      format: "srt",
      cues: [
        { startMs: 1000, endMs: 4500, text: "مرحبا بكم" },
        { startMs: 4500, endMs: 8250, text: "Fractions today" },
      ],
    });
  });

  it("handles a BOM and CRLF or CR line breaks, as bytes or text", () => {
    const crlf = "\uFEFF" + SRT.replace(/\n/g, "\r\n");
    const bytes = new TextEncoder().encode(crlf);
    for (const input of [crlf, bytes, "\uFEFF" + VTT.replace(/\n/g, "\r")]) {
      const result = parseCaptions(input);
      expect(result.ok && result.cues[0]).toMatchObject({ startMs: 1000, endMs: 4500 });
    }
  });

  it("reports a broken timestamp with its line number", () => {
    const broken = SRT.replace("00:00:04,500 --> 00:00:08,250", "00:00:04,500 --> 00:0008,250");
    expect(parseCaptions(broken)).toEqual({ ok: false, reason: "bad-timestamp", line: 6 });
    const vtt = VTT.replace("00:04.500 --> 00:00:08.000", "00:04.500 --> 00:00:08,000");
    expect(parseCaptions(vtt)).toEqual({ ok: false, reason: "bad-timestamp", line: 10 });
    // Minutes past 59 are not a time either.
    expect(parseCaptions("WEBVTT\n\n00:61.000 --> 01:02.000\nx\n")).toEqual({
      ok: false,
      reason: "bad-timestamp",
      line: 3,
    });
    // A cue number followed by no timing line at all.
    expect(parseCaptions("1\n00:00:01,000 --> 00:00:02,000\na\n\n2\nb\n")).toEqual({
      ok: false,
      reason: "bad-timestamp",
      line: 6,
    });
  });

  it("keeps SRT text that continues after a blank line inside a cue", () => {
    const result = parseCaptions(
      "1\n00:00:01,000 --> 00:00:02,000\nأول\n\nثان\n\n2\n00:00:03,000 --> 00:00:04,000\nc\n",
    );
    expect(result.ok && result.cues).toEqual([
      { startMs: 1000, endMs: 2000, text: "أول\nثان" },
      { startMs: 3000, endMs: 4000, text: "c" },
    ]);
  });

  it("reports a cue that ends before it starts", () => {
    expect(parseCaptions("1\n00:00:05,000 --> 00:00:02,000\nنص\n")).toEqual({
      ok: false,
      reason: "end-before-start",
      line: 2,
    });
  });

  it("reports a WebVTT file without its header", () => {
    const headless = VTT.split("\n").slice(3).join("\n");
    expect(parseCaptions(headless, "webvtt")).toEqual({
      ok: false,
      reason: "missing-header",
      line: 1,
    });
    // Detected too: WebVTT's times without WEBVTT.
    expect(parseCaptions("00:01.000 --> 00:02.000\nمرحبا\n")).toEqual({
      ok: false,
      reason: "missing-header",
      line: 1,
    });
  });

  it("refuses an empty file, one with only empty cues, and one that is not UTF-8", () => {
    expect(parseCaptions("WEBVTT\n")).toEqual({ ok: false, reason: "empty", line: 1 });
    expect(parseCaptions("1\n00:00:01,000 --> 00:00:02,000\n<b></b>\n")).toEqual({
      ok: false,
      reason: "empty",
      line: 1,
    });
    // Windows-1256 Arabic (مرحبا) is not UTF-8.
    expect(parseCaptions(new Uint8Array([0xe3, 0xd1, 0xcd, 0xc8, 0xc7]))).toEqual({
      ok: false,
      reason: "not-utf8",
      line: 1,
    });
  });

  it("refuses a file over the size or cue limits", () => {
    const cue = (index: number) => {
      const time = (ms: number) =>
        `${String(Math.floor(ms / 3_600_000)).padStart(2, "0")}:${String(Math.floor(ms / 60_000) % 60).padStart(2, "0")}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}.000`;
      return `${time(index * 1000)} --> ${time(index * 1000 + 1000)}\nن\n`;
    };
    const many =
      "WEBVTT\n\n" + Array.from({ length: MAX_CUES + 1 }, (_, index) => cue(index)).join("\n");
    expect(Buffer.byteLength(many)).toBeLessThan(MAX_CAPTION_BYTES);
    expect(parseCaptions(many)).toMatchObject({ ok: false, reason: "too-large" });
    expect(parseCaptions("WEBVTT\n\n" + "x".repeat(MAX_CAPTION_BYTES))).toEqual({
      ok: false,
      reason: "too-large",
      line: 1,
    });
  });

  it("returns cues in order of their start", () => {
    const result = parseCaptions(
      "WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nب\n\n00:00:01.000 --> 00:00:02.000\nأ\n",
    );
    expect(result.ok && result.cues.map((cue) => cue.text)).toEqual(["أ", "ب"]);
  });
});

describe("stripCueMarkup", () => {
  it("keeps the words of <b>, <c.x>, <v Name>, <lang>, karaoke timestamps and entities", () => {
    expect(
      stripCueMarkup(
        "<v.loud Ahmed>السلام</v> <lang fr>cours</lang> <00:00:01.500>un &lt;deux&gt; &#1587;&#x644;&nbsp;x</c>",
      ),
    ).toBe("السلام cours un <deux> سل\u00A0x");
  });
});

describe("toWebVtt", () => {
  it("writes cues that parse back the same, escaping what WebVTT reserves", () => {
    const cues = [
      { startMs: 0, endMs: 1500, text: "مرحبا <بكم> & أهلا" },
      { startMs: 3_723_004, endMs: 3_724_000, text: "line one\nline two" },
    ];
    const vtt = toWebVtt(cues);
    expect(vtt).toBe(
      "WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nمرحبا &lt;بكم&gt; &amp; أهلا\n\n" +
        "01:02:03.004 --> 01:02:04.000\nline one\nline two\n",
    );
    expect(parseCaptions(vtt)).toEqual({ ok: true, format: "webvtt", cues });
  });
});

describe("captionsToPlainText", () => {
  it("joins cues into paragraphs, breaking at pauses and dropping repeated roll-up lines", () => {
    const text = captionsToPlainText([
      { startMs: 0, endMs: 1000, text: "مرحبا بكم\nفي الدرس." },
      { startMs: 1000, endMs: 2000, text: "في الدرس." },
      { startMs: 2000, endMs: 3000, text: "نبدأ الآن." },
      { startMs: 6000, endMs: 7000, text: "الجزء الثاني؟" },
    ]);
    expect(text).toBe("مرحبا بكم في الدرس. نبدأ الآن.\n\nالجزء الثاني؟");
  });

  it("ends a long paragraph at a sentence end", () => {
    const sentence = "هذه جملة طويلة في الدرس تتكرر كثيرا.";
    const cues = Array.from({ length: 40 }, (_, index) => ({
      startMs: index * 1000,
      endMs: index * 1000 + 1000,
      text: `${sentence} ${index}.`,
    }));
    const paragraphs = captionsToPlainText(cues).split("\n\n");
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/\.$/);
  });
});

describe("detectTranscriptKind", () => {
  it("tells caption files from typed text", () => {
    expect(detectTranscriptKind(VTT)).toBe("webvtt");
    expect(detectTranscriptKind("\uFEFFWEBVTT\r\n\r\n")).toBe("webvtt");
    expect(detectTranscriptKind(SRT)).toBe("srt");
    expect(detectTranscriptKind(SRT.replace("00:00:01,000 -->", "00:00:01,00 -->"))).toBe("srt");
    expect(detectTranscriptKind("مرحبا بكم في درس الكسور.\n\nالكسر هو جزء من كل.")).toBe("plain");
    // An arrow in prose is not a timing line.
    expect(detectTranscriptKind("الخطوة الأولى --> الخطوة الثانية")).toBe("plain");
    // WEBVTT in the middle of prose is not a header.
    expect(detectTranscriptKind("نكتب WEBVTT في أول الملف")).toBe("plain");
  });
});
