// The font the server draws images with (certificates, issue #16, decision 0031; share cards,
// issue #17): Tajawal, the
// site's own Arabic and Latin face, as TrueType. sharp draws text with its bundled Pango,
// HarfBuzz and fontconfig, which shape Arabic (joined letters, right to left) but find fonts only
// through fontconfig, and its FreeType reads no WOFF2 (built without brotli): the woff2 files the
// pages use cannot serve. The TTFs here are those same files converted (fontTools, flavor None;
// licence beside them), so the image and the page show the same letters.
//
// A fresh machine may have no fonts and no fontconfig set-up at all, and a machine with fonts may
// pick another face for "Tajawal" if ours were merely added to them. So the first render writes
// the two files and a fonts.conf that knows only them into a private temporary folder, and points
// FONTCONFIG_FILE at it. fontconfig reads the variable once, when first asked for a font (the
// first text sharp draws in this process), so this must run before any text is drawn; nothing
// else in the server draws text. The files come inlined in the server bundle (?inline), so this
// works from the built server, from Vite in development and from the tests, wherever they run.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import regularTtf from "./fonts/Tajawal-Regular.ttf?inline";
import boldTtf from "./fonts/Tajawal-Bold.ttf?inline";

/** The family name inside both files. */
export const SERVER_FONT_FAMILY = "Tajawal";

let folder: string | undefined;

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function bytesOf(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/** Makes the fonts findable (once per process) and returns their folder. */
export function ensureServerFonts(): string {
  if (folder) return folder;
  const dir = mkdtempSync(join(tmpdir(), "maarifa-fonts-"));
  writeFileSync(join(dir, "Tajawal-Regular.ttf"), bytesOf(regularTtf));
  writeFileSync(join(dir, "Tajawal-Bold.ttf"), bytesOf(boldTtf));
  writeFileSync(
    join(dir, "fonts.conf"),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${xml(dir)}</dir>
  <cachedir>${xml(join(dir, "cache"))}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = join(dir, "fonts.conf");
  folder = dir;
  return dir;
}
