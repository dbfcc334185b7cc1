// The S3 server of a vitest suite: s3rver (s3-server.ts) started before its tests, stopped after.
import { afterAll, beforeAll } from "vitest";
import { startS3TestServer, type S3TestServer } from "./s3-server";

export { S3RVER_CREDENTIALS, startS3TestServer, type S3TestServer } from "./s3-server";

/** The S3 server of a whole test file (or describe): started before its tests, stopped after. */
export function s3TestServerForSuite(): { readonly current: S3TestServer } {
  let started: S3TestServer | undefined;
  beforeAll(async () => {
    started = await startS3TestServer();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get current() {
      if (!started) throw new Error("the S3 server is started in beforeAll");
      return started;
    },
  };
}
