// `npm run db:copy -- … --uploads-to-s3` (issue #13): the thumbnails a server kept on local disk
// (DATA_DIR/uploads) put into the S3 bucket, under the same names, so that stored
// `/uploads/course-thumbnails/<name>` addresses keep working once the server runs with S3_*
// (decision 0015: the S3 driver serves those addresses from the bucket). Objects already in the
// bucket are skipped: names are random and never reused for other bytes, so a name there is the
// same file, and a second run after an interruption copies only what is missing.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { LocalDiskStorage } from "./local-disk-storage";
import type { S3Storage } from "./s3-storage";
import { THUMBNAIL_BUCKET } from "./storage";

export interface UploadsCopyReport {
  copied: string[];
  skipped: string[];
}

export async function copyUploadsToS3(
  uploadsDir: string,
  bucket: S3Storage,
  log: (line: string) => void = () => undefined,
): Promise<UploadsCopyReport> {
  const disk = new LocalDiskStorage(uploadsDir);
  // list() leaves out partial files (".name.partial") and anything not named like an upload.
  const files = (await disk.list(THUMBNAIL_BUCKET)).map((file) => file.key).sort();
  const present = new Set((await bucket.list(THUMBNAIL_BUCKET)).map((file) => file.key));
  const report: UploadsCopyReport = { copied: [], skipped: [] };
  for (const key of files) {
    if (present.has(key)) {
      report.skipped.push(key);
      continue;
    }
    // Written with its Content-Type and the immutable Cache-Control, as an upload would be.
    await bucket.put(
      THUMBNAIL_BUCKET,
      key,
      await readFile(join(uploadsDir, THUMBNAIL_BUCKET, key)),
    );
    report.copied.push(key);
  }
  log(
    `Uploads: ${report.copied.length} copied to the bucket "${bucket.s3Bucket}", ` +
      `${report.skipped.length} already there.`,
  );
  return report;
}
