// Outgoing mail (issue #14 part 8): created once at start from SMTP_URL and MAIL_FROM
// (server/index.ts) and handed to actions through the load context, like the database.
//
// Work is queued, never awaited by the request that asked for it: whether a "forgot password"
// request finds an account, makes a link and talks to the SMTP server must not show in how long
// its answer takes (decision 0025). The queue is in memory: a mail still queued when the process
// dies is lost, and the learner asks again. Shutdown waits for it (server/graceful-shutdown.ts).
import { createTransport } from "nodemailer";
import type { MailSettings } from "~/.server/env";
import type { Logger } from "~/.server/logger";
import { isSingleMailbox } from "./single-mailbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
  close(): void;
}

/**
 * More than this many mails in flight is a flood (the throttles let through at most a few per
 * address and per recipient): further work is dropped, with a warning, rather than held in memory.
 */
export const MAX_PENDING_MAILS = 100;

export class MailOutbox {
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly transport: MailTransport,
    readonly from: string,
    private readonly logger: Logger,
    private readonly maxPending = MAX_PENDING_MAILS,
  ) {}

  /**
   * Runs `compose` in the background and sends the message it returns (none: nothing to send).
   * Returns at once; failures are logged, never thrown to the caller. `what` names the work in the
   * log, without any address.
   */
  enqueue(what: string, compose: () => Promise<MailMessage | null>): void {
    if (this.closed) {
      this.logger.warn(
        { event: "mail_not_queued", what },
        "Mail not queued: the server is shutting down.",
      );
      return;
    }
    if (this.pending.size >= this.maxPending) {
      this.logger.warn(
        { event: "mail_not_queued", what, pending: this.pending.size },
        "Mail not queued: too many mails pending.",
      );
      return;
    }
    const work = (async () => {
      // Yield first, so that the caller's answer goes out before any of this work starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const message = await compose();
      if (!message) return;
      // Defence in depth (issue #26 item 7): sign-up now refuses a list, but an account made
      // before keeps its address as typed, and `victim@example.com,` would reach the victim.
      if (!isSingleMailbox(message.to)) {
        this.logger.warn(
          { event: "mail_refused", what },
          "Mail not sent: its recipient is not one single address.",
        );
        return;
      }
      await this.transport.sendMail({ ...message, from: this.from });
    })()
      .catch((err: unknown) => {
        this.logger.error({ event: "mail_failed", what, err }, "Mail failed");
      })
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves when every queued mail has been sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Refuses new work, waits for the queued mails, then closes the transport's connections. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    this.transport.close();
  }
}

/**
 * The outbox for SMTP_URL and MAIL_FROM. nodemailer reads host, port, user and password from the
 * URL; smtps:// is TLS from the first byte (port 465), smtp:// upgrades with STARTTLS whenever the
 * server offers it. Connections are opened per mail: reset mails are rare.
 */
export function createMailOutbox(settings: MailSettings, logger: Logger): MailOutbox {
  const transport = createTransport(settings.smtpUrl);
  return new MailOutbox(transport, settings.from, logger);
}
