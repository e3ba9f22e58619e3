import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | undefined;
}

/** How the server answers the message's data: take it, or refuse it with an SMTP code. */
export type SmtpMode = 'accept' | { code: number; message: string };

/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it accepted; a test sets
 * `mode` to make it answer each message with a 4xx or 5xx instead, then accept again.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state: { mode: SmtpMode; refused: number } = { mode: 'accept', refused: 0 };
  let waiting: ((mail: ReceivedMail) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mode } = state;
        if (mode !== 'accept') {
          state.refused += 1;
          callback(Object.assign(new Error(mode.message), { responseCode: mode.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1],
        };
        received.push(mail);
        waiting?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    received,
    /** How many messages with this Message-ID the server accepted. */
    countOf: (messageId: string) => received.filter((mail) => mail.messageId === messageId).length,
    next: () => new Promise<ReceivedMail>((done) => (waiting = done)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
