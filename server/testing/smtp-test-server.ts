// A real SMTP server for mail tests (issue #14 part 8): the `smtp-server` package on 127.0.0.1, on
// the first free port of 3810–3819, requiring a user and password as a real relay does. Every
// message it accepts is parsed with `mailparser` and kept in `received`.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SMTP_TEST_USER = "maarifa";
export const SMTP_TEST_PASSWORD = "relay-secret";
const PORTS = [3810, 3811, 3812, 3813, 3814, 3815, 3816, 3817, 3818, 3819];

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Sign-ins the server refused (a wrong password in SMTP_URL would show here). */
  refusedLogins: number;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const state = { refusedLogins: 0 };
  const server = new SMTPServer({
    // No certificate here: plain SMTP on the loopback, with AUTH allowed over it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        state.refusedLogins++;
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            recipients: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on("error", () => {
    // A client that drops its connection is the client's business, not the test's.
  });

  for (const port of PORTS) {
    const listening = await new Promise<boolean>((resolve) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.server.off("listening", onListening);
        resolve(error.code === "EADDRINUSE" ? false : Promise.reject(error));
      };
      const onListening = () => {
        server.server.off("error", onError);
        resolve(true);
      };
      server.server.once("error", onError);
      server.server.once("listening", onListening);
      server.listen(port, "127.0.0.1");
    });
    if (listening) {
      return {
        port,
        url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`,
        received,
        get refusedLogins() {
          return state.refusedLogins;
        },
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    }
  }
  throw new Error(`no free port for the test SMTP server in ${PORTS[0]}–${PORTS.at(-1)}`);
}
