// s3rver ships no types; this is the part of its API the tests use (lib/s3rver.js, 3.7.1).
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The part of a Koa context (s3rver is a Koa app) our extra middleware uses. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
