// What the server hands every loader and action (built once in server/index.ts).
import type { Database } from "./db/schema";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    /** Per-response nonce allowing React Router's inline scripts under the CSP. */
    cspNonce: string;
  }
}

export {};
