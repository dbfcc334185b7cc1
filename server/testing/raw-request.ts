// HTTP as an attacker sends it, for tests fetch() cannot express: any method (TRACE), any Host
// header, and bodies streamed in chunks without a Content-Length, where the test sees how much
// the server let in before it answered and closed the connection.
import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Body bytes this client had written when the answer came (or the connection closed). */
  sentBytes: number;
}

export interface RawRequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Instead of a whole body: `body` first (a multipart part's head), then this many bytes in
   * 64 KiB chunks, without Content-Length, until the server answers.
   */
  streamBytes?: number;
}

export function rawRequest(base: string, options: RawRequestOptions): Promise<RawResponse> {
  // The server is always `base`: a path such as `//evil.example` is sent as it is, not resolved.
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method ?? "GET",
        headers: options.headers,
        setHost: !options.headers?.host && !options.headers?.Host,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            sentBytes,
          });
        res.on("end", done);
        // The server may close the socket right after its answer: what was read is the answer.
        res.on("error", done);
        res.on("aborted", done);
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.streamBytes === undefined) {
      if (options.body !== undefined) sentBytes = Buffer.byteLength(options.body);
      req.end(options.body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    if (options.body !== undefined) {
      sentBytes = Buffer.byteLength(options.body);
      req.write(options.body);
    }
    const pump = () => {
      while (!answered && !req.destroyed && sentBytes < options.streamBytes!) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}
