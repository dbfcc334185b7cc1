// The exact shape of a thumbnail URL this site itself made (issue #3): the uploads path that
// server/app.ts serves (LocalDiskStorage's UPLOADS_URL_PREFIX), the course-thumbnails bucket, a
// random UUID as the name and a lowercase image extension. Used on both sides: the editor's form
// accepts no other relative image URL, and the server discards nothing else.

/** The one storage bucket so far (spec §7 "Thumbnail upload"). */
export const THUMBNAIL_BUCKET = "course-thumbnails";

/** The extensions an upload may be stored under; only these are ever served from /uploads. */
export const THUMBNAIL_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "avif"] as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STORED_THUMBNAIL_URL = new RegExp(
  `^/uploads/${THUMBNAIL_BUCKET}/${UUID}\\.(${THUMBNAIL_EXTENSIONS.join("|")})$`,
);

/** True only for `/uploads/course-thumbnails/<uuid>.<image extension>`, exactly. */
export function isStoredThumbnailUrl(url: string): boolean {
  return STORED_THUMBNAIL_URL.test(url);
}
