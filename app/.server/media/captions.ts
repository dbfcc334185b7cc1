// A lesson's transcript (issue #28): a caption file (WebVTT or SRT) the organisation uploads, or
// text it types or pastes. Caption files are checked here so that a broken one is refused with
// the line to fix, and are stored in one form (cues) that becomes the player's WebVTT <track>, the
// readable transcript under the player, and the words search finds.
//
// Parsing follows https://www.w3.org/TR/webvtt1/ loosely where authoring tools do (hours may be
// missing in WebVTT; SRT's hours may have one digit and its comma may be a dot), and strictly where
// a mistake would show wrong text at the wrong time (a timestamp that does not parse, an end before
// its start).

/** More is not a lesson's captions (10 minutes of dense speech is ~15 KB). */
export const MAX_CAPTION_BYTES = 1024 * 1024;
export const MAX_CUES = 10_000;

export interface Cue {
  startMs: number;
  endMs: number;
  /** Plain text: tags removed, entities decoded, lines joined by "\n". */
  text: string;
}

export type CaptionFormat = "webvtt" | "srt";

/**
 * - missing-header: said to be WebVTT but does not start with `WEBVTT`;
 * - bad-timestamp: a timing line whose times do not parse (the line is given);
 * - end-before-start: a cue ends before (or when) it starts;
 * - empty: no cue at all;
 * - too-large: over MAX_CAPTION_BYTES or MAX_CUES;
 * - not-utf8: the bytes are not UTF-8 text.
 */
export type CaptionErrorReason =
  "missing-header" | "bad-timestamp" | "end-before-start" | "empty" | "too-large" | "not-utf8";

export type CaptionParseResult =
  | { ok: true; format: CaptionFormat; cues: Cue[] }
  | {
      ok: false;
      reason: CaptionErrorReason;
      /** 1-based; 1 for whole-file errors. */ line: number;
    };

/** A line that says it is a timing line: "something --> something". */
const ARROW_LINE = /-->/;
/** WebVTT: [hh:]mm:ss.ttt (hours of any length). */
const VTT_TIME = /^(?:(\d{1,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
/** SRT: h:mm:ss,ttt, a dot tolerated for the comma (files exported by some editors). */
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;

function toMs(match: RegExpExecArray): number {
  const [, hours, minutes, seconds, millis] = match;
  return (
    ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis)
  );
}

/** Bytes or text to text: UTF-8 only, the BOM dropped, every line break as "\n". */
function decode(input: string | Uint8Array): string | null {
  let text: string;
  if (typeof input === "string") {
    text = input;
  } else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(input);
    } catch {
      return null;
    }
  }
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

function byteLength(input: string | Uint8Array): number {
  return typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
}

/** `WEBVTT` alone or followed by a space or tab and anything (the spec's header line). */
function isVttHeader(line: string | undefined): boolean {
  return line !== undefined && /^WEBVTT(?:[ \t].*)?$/.test(line);
}

/**
 * What a transcript the organisation gave is: a WebVTT file, an SRT file, or plain text to show
 * as it is (typed or pasted, no timings). A text with a timing line ("00:00:01,000 --> …") is SRT
 * even when broken, so that its mistake is reported rather than shown as prose.
 */
export function detectTranscriptKind(input: string | Uint8Array): CaptionFormat | "plain" {
  const text = decode(input) ?? "";
  const lines = text.split("\n");
  if (isVttHeader(lines[0]?.trimEnd())) return "webvtt";
  const timing = /^\s*\d{1,3}:\d{2}(?::\d{2})?[,.]\d{1,3}\s*-->/;
  return lines.some((line) => timing.test(line)) ? "srt" : "plain";
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00A0",
  lrm: "\u200E",
  rlm: "\u200F",
};

/**
 * Cue text as plain text: <b>, <i>, <u>, <c.class>, <v Speaker>, <lang ar>, <ruby>, karaoke
 * timestamps <00:00:01.000>, SRT's <font …> and ASS overrides {\an8} are dropped; their words stay.
 */
export function stripCueMarkup(text: string): string {
  return text
    .replace(/<[^>\n]*>/g, "")
    .replace(/\{\\[^}\n]*\}/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Splits into blocks of consecutive non-blank lines, each with its first line's number. */
function blocks(text: string): { firstLine: number; lines: string[] }[] {
  const result: { firstLine: number; lines: string[] }[] = [];
  let current: { firstLine: number; lines: string[] } | null = null;
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") {
      current = null;
      return;
    }
    if (!current) {
      current = { firstLine: index + 1, lines: [] };
      result.push(current);
    }
    current.lines.push(line);
  });
  return result;
}

/**
 * Parses a caption file. `expected` is what its name said (.vtt or .srt); without it the format is
 * detected. Cues come back in order of their start; those whose text is empty are dropped.
 */
export function parseCaptions(
  input: string | Uint8Array,
  expected?: CaptionFormat,
): CaptionParseResult {
  if (byteLength(input) > MAX_CAPTION_BYTES) return { ok: false, reason: "too-large", line: 1 };
  const text = decode(input);
  if (text === null) return { ok: false, reason: "not-utf8", line: 1 };
  const firstLine = text.split("\n", 1)[0]?.trimEnd();
  const detected = detectTranscriptKind(text);
  const format: CaptionFormat = expected ?? (detected === "webvtt" ? "webvtt" : "srt");
  if (format === "webvtt" && !isVttHeader(firstLine)) {
    return { ok: false, reason: "missing-header", line: 1 };
  }
  if (!expected && detected !== "webvtt") {
    // WebVTT's times (a dot, hours optional) without its header: say what is missing rather
    // than calling every timestamp bad.
    const timing = text.split("\n").find((line) => ARROW_LINE.test(line));
    const start = timing?.split("-->", 1)[0]?.trim() ?? "";
    if (VTT_TIME.test(start) && !SRT_TIME.test(start)) {
      return { ok: false, reason: "missing-header", line: 1 };
    }
  }
  const timePattern = format === "webvtt" ? VTT_TIME : SRT_TIME;

  const cues: Cue[] = [];
  const all = blocks(text);
  // WebVTT: the header block (WEBVTT and its header lines) is not a cue.
  const body = format === "webvtt" ? all.slice(1) : all;
  for (const block of body) {
    if (format === "webvtt" && /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0]!)) continue;
    // The timing line is the first or, after a cue identifier (SRT's number), the second.
    const timingIndex = block.lines.findIndex((line) => ARROW_LINE.test(line));
    const previous = cues.at(-1);
    if (
      format === "srt" &&
      timingIndex === -1 &&
      previous &&
      !/^\d+$/.test(block.lines[0]!.trim())
    ) {
      // A blank line inside a cue's text, which some SRT editors write: the text goes on.
      const more = stripCueMarkup(block.lines.join("\n"));
      if (more) previous.text = `${previous.text}\n${more}`;
      continue;
    }
    if (timingIndex === -1 || timingIndex > 1) {
      // No timing line where one must be: on the line after a cue number, else the first.
      const afterNumber = block.lines.length > 1 && /^\d+$/.test(block.lines[0]!.trim());
      return { ok: false, reason: "bad-timestamp", line: block.firstLine + (afterNumber ? 1 : 0) };
    }
    const lineNumber = block.firstLine + timingIndex;
    const [left, rightWithSettings] = block.lines[timingIndex]!.split("-->", 2) as [string, string];
    const startMatch = timePattern.exec(left.trim());
    const endMatch = timePattern.exec(rightWithSettings.trim().split(/[ \t]+/, 1)[0] ?? "");
    if (!startMatch || !endMatch) return { ok: false, reason: "bad-timestamp", line: lineNumber };
    const startMs = toMs(startMatch);
    const endMs = toMs(endMatch);
    if (endMs <= startMs) return { ok: false, reason: "end-before-start", line: lineNumber };
    const cueText = stripCueMarkup(block.lines.slice(timingIndex + 1).join("\n"));
    if (cueText === "") continue;
    if (cues.length >= MAX_CUES) return { ok: false, reason: "too-large", line: lineNumber };
    cues.push({ startMs, endMs, text: cueText });
  }
  if (cues.length === 0) return { ok: false, reason: "empty", line: 1 };
  // Stable: cues that start together keep the file's order.
  cues.sort((a, b) => a.startMs - b.startMs);
  return { ok: true, format, cues };
}

function vttTime(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** Cue text made safe for a WebVTT payload: escaped, no blank line, no "-->". */
function vttPayload(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .join("\n");
}

/** The cues as a WebVTT file, for the player's <track> (served as text/vtt). */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues
    .map((cue) => `${vttTime(cue.startMs)} --> ${vttTime(cue.endMs)}\n${vttPayload(cue.text)}`)
    .join("\n\n");
  return `WEBVTT\n\n${body}${cues.length ? "\n" : ""}`;
}

/** A pause this long between two cues starts a new paragraph (the speaker moved on). */
const PARAGRAPH_PAUSE_MS = 2000;
/** A paragraph this long ends at the next sentence end, so the text stays readable on a phone. */
const PARAGRAPH_CHARS = 600;
const SENTENCE_END = /[.!?؟…。]["'»”)]*$/;

/**
 * The lines of `cue` not already shown at the end of `previous`: roll-up captions (a live
 * captioner, YouTube's automatic ones) repeat the last line of each cue at the top of the next.
 */
function newLines(previous: string[], current: string[]): string[] {
  for (let overlap = Math.min(previous.length, current.length); overlap > 0; overlap--) {
    const tail = previous.slice(-overlap);
    if (tail.every((line, index) => line === current[index])) return current.slice(overlap);
  }
  return current;
}

/**
 * The cues as readable paragraphs ("\n\n" between them) for the transcript under the player and
 * for search: a cue's lines joined by spaces, lines repeated from the previous cue (roll-up
 * captions) dropped, a new paragraph after a pause or after a long paragraph's sentence end.
 */
export function captionsToPlainText(cues: readonly Cue[]): string {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  let length = 0;
  let previous: Cue | null = null;
  const linesOf = (cue: Cue) => cue.text.split("\n").map((line) => line.trim());
  for (const cue of cues) {
    const lines = previous ? newLines(linesOf(previous), linesOf(cue)) : linesOf(cue);
    const pause = previous ? cue.startMs - previous.endMs : 0;
    previous = cue;
    const text = lines.join(" ").trim();
    if (text === "") continue;
    const lastText = current.at(-1) ?? "";
    if (
      current.length > 0 &&
      (pause >= PARAGRAPH_PAUSE_MS || (length >= PARAGRAPH_CHARS && SENTENCE_END.test(lastText)))
    ) {
      paragraphs.push(current);
      current = [];
      length = 0;
    }
    current.push(text);
    length += text.length + 1;
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs.map((paragraph) => paragraph.join(" ")).join("\n\n");
}
