// The outbox sends to one address and nothing else (issue #26 item 7): a recipient that the
// mailer's parser reads as a list, a group or a named mailbox is refused and logged, never sent.
import { describe, expect, it } from "vitest";
import { captureLogs } from "~/.server/testing/captured-logs";
import { MailOutbox, type MailMessage } from "./mail-outbox";
import { isSingleMailbox } from "./single-mailbox";

function outbox() {
  const sent: string[] = [];
  const logs = captureLogs();
  const box = new MailOutbox(
    {
      async sendMail(message: MailMessage) {
        sent.push(message.to);
        return Promise.resolve();
      },
      close: () => undefined,
    },
    "no-reply@maarifa.test",
    logs.logger,
  );
  return { box, sent, logs };
}

const LISTS = [
  "victim@example.com,",
  "victim@example.com, attacker@example.com",
  "victim@example.com;attacker@example.com",
  "Victim <victim@example.com>",
  "victim@example.com (comment)",
  "group: victim@example.com;",
  "<victim@example.com>",
  "victim@example.com\nattacker@example.com",
];

describe("MailOutbox", () => {
  it("sends to one address, and refuses a recipient that reads as anything else", async () => {
    const { box, sent, logs } = outbox();
    for (const to of ["aicha@example.mr", ...LISTS]) {
      box.enqueue("test mail", () => Promise.resolve({ to, subject: "s", text: "t", html: "h" }));
    }
    await box.close();
    expect(sent).toEqual(["aicha@example.mr"]);
    const refused = logs.lines().filter((line) => line.event === "mail_refused");
    expect(refused).toHaveLength(LISTS.length);
    // The log names the work, never the address.
    expect(logs.text()).not.toContain("victim");
  });
});

describe("isSingleMailbox", () => {
  it("is true only of one bare address", () => {
    expect(isSingleMailbox("aicha@example.mr")).toBe(true);
    expect(isSingleMailbox("a.b+c@example.mr")).toBe(true);
    for (const list of LISTS) expect(isSingleMailbox(list)).toBe(false);
    expect(isSingleMailbox("")).toBe(false);
  });
});
