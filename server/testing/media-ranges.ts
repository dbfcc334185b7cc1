// What serving lesson media must do on either storage (issue #28), checked by uploads.test.ts
// (local disk) and uploads-s3.test.ts (S3 streamed at /uploads) alike: byte ranges as a player
// and a saved copy ask for them (the first bytes, the middle, open-ended, past the end), the
// type and the app's headers on each, and never a private original.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import {
  LESSON_MEDIA_BUCKET,
  MEDIA_ORIGINALS_BUCKET,
  type Storage,
} from "~/.server/storage/storage";

export async function expectMediaServedInRanges(base: string, storage: Storage): Promise<void> {
  const content = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
  const key = `${randomUUID()}.mp4`;
  await storage.put(LESSON_MEDIA_BUCKET, key, content);
  const url = `${base}/uploads/${LESSON_MEDIA_BUCKET}/${key}`;
  const ranges: [range: string, first: number, last: number][] = [
    ["bytes=0-99", 0, 99],
    ["bytes=100-199", 100, 199],
    ["bytes=250-", 250, 299],
    ["bytes=-20", 280, 299],
  ];
  for (const [range, first, last] of ranges) {
    const part = await fetch(url, { headers: { Range: range } });
    expect(part.status, range).toBe(206);
    expect(part.headers.get("content-range"), range).toBe(`bytes ${first}-${last}/300`);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(part.headers.get("cache-control")).toContain("immutable");
    expect(part.headers.get("x-content-type-options")).toBe("nosniff");
    expect(part.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await part.arrayBuffer()), range).toEqual(content.subarray(first, last + 1));
  }
  const whole = await fetch(url);
  expect(whole.status).toBe(200);
  expect(whole.headers.get("accept-ranges")).toBe("bytes");
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(content);
  const past = await fetch(url, { headers: { Range: "bytes=300-" } });
  expect(past.status).toBe(416);
  expect(past.headers.get("content-range")).toBe("bytes */300");

  await storage.store(MEDIA_ORIGINALS_BUCKET, key, content);
  const original = await fetch(`${base}/uploads/${MEDIA_ORIGINALS_BUCKET}/${key}`);
  expect(original.status).toBe(404);
  expect(await original.text()).toBe("Not found");
}
