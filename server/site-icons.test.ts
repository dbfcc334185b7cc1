// The site's icons and web app manifest (issue #17): an Arabic, right-to-left manifest (the one of
// Arabic pages; each locale has its own, issue #27, served as server/web-manifest.test.ts checks)
// whose icons exist at the sizes it states, a maskable one among them, and a favicon.ico holding
// real images. (That the server sends them is the browser tests' part.)
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { webManifest } from "~/features/offline/web-manifest";
import { translatorFor } from "~/i18n/translator";

const manifest = webManifest(translatorFor("ar"));

describe("the web app manifest", () => {
  it("is Arabic and right to left, and installable (name, start_url, standalone, colours)", () => {
    expect(manifest.lang).toBe("ar");
    expect(manifest.dir).toBe("rtl");
    expect(manifest.short_name).toBe("معرفة");
    expect(manifest.name).toMatch(/^معرفة/);
    expect(manifest.start_url).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("names icons of 192 and 512 px, one maskable, each a PNG of the size it states", async () => {
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain("192x192");
    expect(sizes).toContain("512x512");
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const meta = await sharp(readFileSync(`public${icon.src}`)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format, icon.src).toBe("png");
      expect(icon.type).toBe("image/png");
    }
  });
});

describe("favicon.ico", () => {
  it("is an ICO file whose entries are PNG images of 16 and 32 px", () => {
    const ico = readFileSync("public/favicon.ico");
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      sizes.push(ico.readUInt8(entry));
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      // The PNG signature.
      expect(ico.subarray(offset, offset + 8).toString("hex")).toBe("89504e470d0a1a0a");
    }
    expect(sizes).toEqual([16, 32]);
  });

  it("apple-touch-icon is 180 px", async () => {
    const meta = await sharp(readFileSync("public/apple-touch-icon.png")).metadata();
    expect([meta.width, meta.height]).toEqual([180, 180]);
  });
});
