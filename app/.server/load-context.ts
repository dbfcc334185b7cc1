// What the server hands every loader and action (built once in server/index.ts).
import type { AnalyticsRecorder } from "./analytics-recorder";
import type { Database } from "./db/schema";
import type { Logger } from "./logger";
import type { MailOutbox } from "./mail/mail-outbox";
import type { MediaUploadSettings } from "./media/receive-media-upload";
import type { Storage } from "./storage/storage";
import type { SupportContact } from "~/lib/site-contact";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    storage: Storage;
    /** Lesson uploads (issue #28): MEDIA_MAX_BYTES, the ffmpeg tools, DATA_DIR/tmp. */
    media: MediaUploadSettings;
    /** Per-response nonce allowing React Router's inline scripts under the CSP. */
    cspNonce: string;
    /** The visitor's IP address (Express req.ip, behind one trusted proxy). */
    clientIp: string;
    /** Stores analytics events in batches (the analytics feature's collector). */
    analytics: AnalyticsRecorder;
    /** GA_MEASUREMENT_ID when set: the one environment value pages may show the browser. */
    gaMeasurementId?: string;
    /**
     * Outgoing mail (SMTP_URL and MAIL_FROM), when configured: learners may then ask for a
     * password-reset link themselves (issue #14 part 8). Always with `publicOrigin` (env.ts).
     */
    mail?: MailOutbox;
    /** SUPPORT_PHONE and SUPPORT_WHATSAPP (issue #27): the footer's and the terms' contact. */
    supportContact?: SupportContact;
    /** PUBLIC_URL's origin, when set: absolute URLs in pages come from it alone (issue #12). */
    publicOrigin?: string;
    /**
     * What went wrong while answering this request, noted by entry.server.tsx's handleError for
     * the page handler: a database outage turns the answer into a 503 (issue #12).
     */
    failure: { databaseUnavailable: boolean };
    /**
     * This request's logger (server/request-logging.ts): its lines carry the request's reqId.
     * Never give it a phone number, an email address, a password or what a person typed.
     */
    log: Logger;
    /**
     * The request's address was refused by server/request-guard.ts (malformed escapes, NUL…):
     * the catch-all route answers with the site's 400 page (issue #15). Absent: false.
     */
    refusedAddress?: boolean;
  }
}

export {};
