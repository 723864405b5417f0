/**
 * A real SMTP server for tests (the smtp-server package), on loopback: it requires the user
 * and password a test gives, keeps every mail it accepts (raw and parsed) with its envelope,
 * and can refuse mail with a temporary error for a while.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
}

export const SMTP_USER = 'agjencia';
export const SMTP_PASSWORD = 'fjalëkalim-sekret';

export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  /** While above zero, each DATA is answered 451 (try again later) and this counts down. */
  temporaryFailures = 0;
  private waiters: Array<() => void> = [];

  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      logger: false,
      // No reverse DNS of 127.0.0.1 on each connection: the machine is offline.
      disableReverseLookup: true,
      // Plain SMTP on loopback: no STARTTLS (smtp-server's built-in certificate is for demos).
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.temporaryFailures > 0) {
            this.temporaryFailures -= 1;
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          simpleParser(raw).then(
            (parsed) => {
              this.mails.push({ raw, parsed, envelope });
              this.waiters.splice(0).forEach((wake) => wake());
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  /** Listens on `port` (0: a free one) on 127.0.0.1. */
  static async start(port = 0): Promise<TestSmtpServer> {
    const instance = new TestSmtpServer();
    await new Promise<void>((resolve, reject) => {
      instance.server.once('error', reject);
      instance.server.listen(port, '127.0.0.1', () => resolve());
    });
    return instance;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** smtp://user:password@127.0.0.1:port */
  get url(): string {
    return `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  async waitForMails(count: number, timeoutMs = 4000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} mails, got ${this.mails.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mails;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
