// Whether a text is one e-mail address and nothing else (issue #26 item 7): read by the parser the
// mailer itself uses to find a message's recipients (nodemailer's addressparser), so that what
// sign-up accepts and what the outbox sends to can never be read as a list. `victim@example.com,`
// looked like an address to a pattern, and nodemailer delivered it to victim@example.com.
import addressparser from "nodemailer/lib/addressparser";

/**
 * True when `text` parses as exactly one mailbox whose address is the whole text: no list (`,`
 * or `;`), no group, no display name, no comment, no angle brackets.
 */
export function isSingleMailbox(text: string): boolean {
  const parsed = addressparser(text);
  if (parsed.length !== 1) return false;
  const [only] = parsed;
  return only !== undefined && !only.group && only.name === "" && only.address === text;
}
