import { describe, expect, it } from "vitest";
import {
  canonicalThumbnailKey,
  isStoredThumbnailUrl,
  THUMBNAIL_EXTENSIONS,
  thumbnailKeysFor,
  thumbnailVariants,
} from "./stored-thumbnail-url";

const NAME = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";

const PREFIX = "/uploads/course-thumbnails/";

describe("isStoredThumbnailUrl", () => {
  it("accepts the canonical (960) file of a responsive upload", () => {
    expect(isStoredThumbnailUrl(`${PREFIX}${NAME}-960.webp`)).toBe(true);
    expect(canonicalThumbnailKey(NAME)).toBe(`${NAME}-960.webp`);
  });

  it.each(THUMBNAIL_EXTENSIONS)(
    "accepts an upload from before issue #5 ending in .%s",
    (extension) => {
      expect(isStoredThumbnailUrl(`/uploads/course-thumbnails/${NAME}.${extension}`)).toBe(true);
    },
  );

  it.each([
    ["another bucket", `/uploads/avatars/${NAME}.png`],
    ["a name we did not make", "/uploads/course-thumbnails/photo.png"],
    ["an uppercase name", `/uploads/course-thumbnails/${NAME.toUpperCase()}.png`],
    ["an uppercase extension", `/uploads/course-thumbnails/${NAME}.PNG`],
    ["SVG", `/uploads/course-thumbnails/${NAME}.svg`],
    ["HTML", `/uploads/course-thumbnails/${NAME}.html`],
    ["two extensions", `/uploads/course-thumbnails/${NAME}.png.html`],
    ["no extension", `/uploads/course-thumbnails/${NAME}`],
    ["a query", `/uploads/course-thumbnails/${NAME}.png?v=1`],
    ["a fragment", `/uploads/course-thumbnails/${NAME}.png#x`],
    ["a path climbing out", `/uploads/course-thumbnails/../../admin/${NAME}.png`],
    ["a deeper path", `/uploads/course-thumbnails/a/${NAME}.png`],
    ["spaces around", ` /uploads/course-thumbnails/${NAME}.png `],
    ["another site path", "/admin/course/new"],
    ["a protocol-relative URL", `//evil.example/uploads/course-thumbnails/${NAME}.png`],
    ["an absolute URL", `https://cdn.example/uploads/course-thumbnails/${NAME}.png`],
    ["nothing", ""],
    ["a smaller width of an upload", `/uploads/course-thumbnails/${NAME}-320.webp`],
    ["a width we do not make", `/uploads/course-thumbnails/${NAME}-1200.webp`],
    ["a width in another format", `/uploads/course-thumbnails/${NAME}-960.png`],
  ])("refuses %s", (_case, url) => {
    expect(isStoredThumbnailUrl(url)).toBe(false);
  });
});

describe("thumbnailVariants", () => {
  it("derives every width from the canonical URL, smallest first", () => {
    expect(thumbnailVariants(`${PREFIX}${NAME}-960.webp`)).toEqual([
      { width: 320, url: `${PREFIX}${NAME}-320.webp` },
      { width: 480, url: `${PREFIX}${NAME}-480.webp` },
      { width: 640, url: `${PREFIX}${NAME}-640.webp` },
      { width: 720, url: `${PREFIX}${NAME}-720.webp` },
      { width: 800, url: `${PREFIX}${NAME}-800.webp` },
      { width: 960, url: `${PREFIX}${NAME}-960.webp` },
    ]);
  });

  it.each([
    ["an upload from before issue #5, even a WebP", `${PREFIX}${NAME}.webp`],
    ["an external address", `https://cdn.example${PREFIX}${NAME}-960.webp`],
    ["a smaller width", `${PREFIX}${NAME}-640.webp`],
    ["nothing", ""],
  ])("has none for %s (shown as given)", (_case, url) => {
    expect(thumbnailVariants(url)).toBeNull();
  });
});

describe("thumbnailKeysFor", () => {
  it("groups the widths of one upload, from any of them", () => {
    const all = [320, 480, 640, 720, 800, 960].map((width) => `${NAME}-${width}.webp`);
    for (const key of all) expect(thumbnailKeysFor(key)).toEqual(all);
  });

  it("leaves any other key alone", () => {
    expect(thumbnailKeysFor(`${NAME}.png`)).toEqual([`${NAME}.png`]);
    expect(thumbnailKeysFor("photo-960.webp")).toEqual(["photo-960.webp"]);
  });
});

describe("with the bucket's public address (S3_PUBLIC_URL)", () => {
  const PUBLIC = "https://cdn.example.com/thumbs";

  it("knows an upload under the public address, and still under /uploads", () => {
    expect(isStoredThumbnailUrl(`${PUBLIC}/${NAME}-960.webp`, PUBLIC)).toBe(true);
    expect(isStoredThumbnailUrl(`${PUBLIC}/${NAME}.png`, PUBLIC)).toBe(true);
    expect(isStoredThumbnailUrl(`${PREFIX}${NAME}-960.webp`, PUBLIC)).toBe(true);
    // Without the prefix, a public address is just an external image.
    expect(isStoredThumbnailUrl(`${PUBLIC}/${NAME}-960.webp`)).toBe(false);
  });

  it.each([
    ["another folder of the same host", `https://cdn.example.com/${NAME}-960.webp`],
    ["a look-alike prefix", `https://cdn.example.com/thumbs-old/${NAME}-960.webp`],
    ["a deeper path", `${PUBLIC}/a/${NAME}-960.webp`],
    ["a query", `${PUBLIC}/${NAME}-960.webp?v=1`],
    ["a smaller width", `${PUBLIC}/${NAME}-320.webp`],
  ])("refuses %s", (_case, url) => {
    expect(isStoredThumbnailUrl(url, PUBLIC)).toBe(false);
  });

  it("derives the widths under the public address", () => {
    expect(thumbnailVariants(`${PUBLIC}/${NAME}-960.webp`, PUBLIC)).toEqual([
      { width: 320, url: `${PUBLIC}/${NAME}-320.webp` },
      { width: 480, url: `${PUBLIC}/${NAME}-480.webp` },
      { width: 640, url: `${PUBLIC}/${NAME}-640.webp` },
      { width: 720, url: `${PUBLIC}/${NAME}-720.webp` },
      { width: 800, url: `${PUBLIC}/${NAME}-800.webp` },
      { width: 960, url: `${PUBLIC}/${NAME}-960.webp` },
    ]);
    // A course saved before S3_PUBLIC_URL was set keeps its /uploads widths.
    expect(thumbnailVariants(`${PREFIX}${NAME}-960.webp`, PUBLIC)?.[0]?.url).toBe(
      `${PREFIX}${NAME}-320.webp`,
    );
    expect(thumbnailVariants(`https://elsewhere.example/${NAME}-960.webp`, PUBLIC)).toBeNull();
  });
});
