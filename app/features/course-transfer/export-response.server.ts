import { Readable } from "node:stream";
import type { CourseExport } from "./export-courses.server";

/** The HTTP answer for an export: a download with a dated file name, streamed, never cached. */
export function exportResponse({ fileName, stream }: CourseExport): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/zip",
      // Our own ASCII name (dates and ids), so no filename* encoding is needed.
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
