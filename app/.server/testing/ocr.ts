// Reading server-drawn images back with OCR (certificates, issue #16; share cards, issue #17):
// Debian's tesseract, installed for `npm test` by scripts/ensure-test-tools.sh. Arabic letters
// drawn apart, or a line laid out left to right, read as other words or none, so finding the words
// in order checks the shaping, the direction, and that the font was found at all.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The text tesseract reads in `png` with `languages` ("ara", "eng", "ara+eng"). */
export async function ocr(png: Buffer, languages: string): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "maarifa-ocr-"));
  try {
    const file = join(folder, "image.png");
    writeFileSync(file, png);
    const { stdout } = await run("tesseract", [file, "-", "-l", languages], { encoding: "utf8" });
    return normalized(stdout);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whitespace made single spaces, and the direction marks tesseract puts around some words gone. */
export const normalized = (text: string) =>
  text
    .replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** True when every word of `expected` occurs in `text`, each after the one before it. */
export function wordsInOrder(text: string, expected: string): boolean {
  let from = 0;
  for (const word of normalized(expected).split(" ")) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}
