import { describe, expect, it } from "vitest";
import { THUMBNAIL_EXTENSIONS } from "~/lib/stored-thumbnail-url";
import { detectImageType, IMAGE_EXTENSIONS } from "./detect-image-type";

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : part)));
const uint32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

// Real headers, shortened to what matters, followed by some body bytes.
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 2]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR");
const GIF87 = bytes("GIF87a", [1, 0, 1, 0]);
const GIF89 = bytes("GIF89a", [1, 0, 1, 0]);
const WEBP = bytes("RIFF", [0x24, 0, 0, 0], "WEBP", "VP8 ");
/** An ISO-BMFF file opening with an 'ftyp' box of the given brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(uint32(16 + 4 * compatible.length), "ftyp", major, [0, 0, 0, 0], ...compatible, "meta");

describe("detectImageType", () => {
  it.each([
    ["jpeg", JPEG],
    ["png", PNG],
    ["gif", GIF87],
    ["gif", GIF89],
    ["webp", WEBP],
    ["avif", ftyp("avif", "mif1", "miaf")],
    ["avif", ftyp("avis", "msf1")],
    ["avif", ftyp("mif1", "miaf", "avif")],
    ["avif", ftyp("heic", "mif1", "avis")],
  ] as const)("recognises %s", (type, file) => {
    expect(detectImageType(file)).toBe(type);
  });

  it("looks only at the bytes it is given, wherever they sit in a larger buffer", () => {
    const buffer = new Uint8Array(64);
    buffer.set(ftyp("avif"), 10);
    expect(detectImageType(buffer.subarray(10, 30))).toBe("avif");
  });

  it.each([
    ["JPEG", JPEG.slice(0, 2)],
    ["PNG", PNG.slice(0, 7)],
    ["GIF", GIF89.slice(0, 5)],
    ["WebP", WEBP.slice(0, 11)],
    ["AVIF", ftyp("avif").slice(0, 11)],
  ])("refuses a truncated %s header", (_name, file) => {
    expect(detectImageType(file)).toBeNull();
  });

  it("refuses ISO-BMFF files without an AVIF brand (MP4 video, HEIC)", () => {
    expect(detectImageType(ftyp("isom", "iso2", "mp41"))).toBeNull();
    expect(detectImageType(ftyp("heic", "mif1"))).toBeNull();
  });

  it("reads compatible brands only inside the 'ftyp' box", () => {
    // 'avif' sits in the next box, not among this box's brands.
    expect(detectImageType(bytes(uint32(16), "ftyp", "isom", [0, 0, 0, 0], "avif"))).toBeNull();
    // A box too small to hold its own header is not a file type box.
    expect(detectImageType(bytes(uint32(8), "ftyp", "avif", [0, 0, 0, 0]))).toBeNull();
  });

  it("refuses a RIFF file that is not WebP (WAV audio)", () => {
    expect(detectImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVE", "fmt "))).toBeNull();
  });

  it.each([
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["SVG with an XML declaration", '<?xml version="1.0"?><svg></svg>'],
    ["HTML", "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"],
    ["HTML after spaces", "   \n\t<html><script>alert(1)</script></html>"],
    ["a script", "#!/bin/sh\nrm -rf /\n"],
    ["plain text", "GIF is a nice format, RIFF too"],
    ["an empty file", ""],
  ])("refuses %s", (_name, text) => {
    expect(detectImageType(new TextEncoder().encode(text))).toBeNull();
  });

  it("goes by content, not by name or declared type: a PNG renamed .txt is a PNG", async () => {
    const renamed = new File([PNG], "photo.txt", { type: "text/plain" });
    expect(detectImageType(new Uint8Array(await renamed.arrayBuffer()))).toBe("png");
  });

  it("refuses HTML that calls itself a JPEG", async () => {
    const html = new File(["<html><script>alert(1)</script></html>"], "photo.jpg", {
      type: "image/jpeg",
    });
    expect(detectImageType(new Uint8Array(await html.arrayBuffer()))).toBeNull();
  });
});

describe("IMAGE_EXTENSIONS", () => {
  it("are exactly the extensions the editor accepts back and the server serves", () => {
    expect(Object.values(IMAGE_EXTENSIONS).flat().sort()).toEqual([...THUMBNAIL_EXTENSIONS].sort());
  });
});
