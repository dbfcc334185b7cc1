import { describe, expect, it } from "vitest";
import { isStoredThumbnailUrl, THUMBNAIL_EXTENSIONS } from "./stored-thumbnail-url";

const NAME = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";

describe("isStoredThumbnailUrl", () => {
  it.each(THUMBNAIL_EXTENSIONS)("accepts a stored upload ending in .%s", (extension) => {
    expect(isStoredThumbnailUrl(`/uploads/course-thumbnails/${NAME}.${extension}`)).toBe(true);
  });

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
  ])("refuses %s", (_case, url) => {
    expect(isStoredThumbnailUrl(url)).toBe(false);
  });
});
