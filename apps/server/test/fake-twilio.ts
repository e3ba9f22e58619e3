import { type StandInReply, type StandInRequest, startStandInServer } from './stand-in-server';

export type TwilioRequest = StandInRequest;
export type TwilioReply = StandInReply;

/**
 * A stand-in for Twilio's REST API on loopback: it keeps every request and answers with
 * `reply`, which a test swaps to make Twilio fail and recover.
 */
export async function startFakeTwilio() {
  let count = 0;
  const accepted = (request: TwilioRequest): TwilioReply => ({
    status: 201,
    body: { sid: `SM${String(++count).padStart(32, '0')}`, status: 'queued', to: request.form.To },
  });
  const state = { reply: accepted };

  const server = await startStandInServer((request) => state.reply(request));
  const { requests } = server;

  return {
    url: server.url,
    requests,
    /** Requests addressed to `to` (with or without the whatsapp: prefix). */
    requestsTo: (to: string) =>
      requests.filter((request) => request.form.To?.replace(/^whatsapp:/, '') === to),
    /** Answers every following request with `reply`; `accept()` restores success. */
    fail: (reply: TwilioReply) => {
      state.reply = () => reply;
    },
    accept: () => {
      state.reply = accepted;
    },
    close: server.close,
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
