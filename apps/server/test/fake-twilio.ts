import { NO_ANSWER, type StandInReply, type StandInRequest, startStandInServer } from './stand-in-server';

export type TwilioRequest = StandInRequest;
export type TwilioReply = StandInReply;

interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: 'queued';
  date_created: string;
}

/**
 * A stand-in for Twilio's REST API on loopback: it keeps every request and answers with
 * `reply`, which a test swaps to make Twilio fail and recover. The messages it took are listed
 * back (GET …/Messages.json, filtered by To and From, newest first), dated by `now`. `takeSilently`
 * takes each message and never answers, as when Twilio's answer is lost on the way back.
 */
export async function startFakeTwilio(now: () => Date = () => new Date()) {
  let count = 0;
  const taken: TwilioMessage[] = [];
  const take = (request: TwilioRequest): TwilioMessage => {
    const message: TwilioMessage = {
      sid: `SM${String(++count).padStart(32, '0')}`,
      to: request.form.To ?? '',
      from: request.form.From ?? '',
      body: request.form.Body ?? '',
      status: 'queued',
      date_created: now().toUTCString(),
    };
    taken.push(message);
    return message;
  };
  const accepted = (request: TwilioRequest): TwilioReply => {
    const { sid, status, to } = take(request);
    return { status: 201, body: { sid, status, to } };
  };
  const list = (request: TwilioRequest): TwilioReply => {
    const query = new URLSearchParams(request.path.split('?')[1] ?? '');
    const matching = taken.filter(
      (message) =>
        (!query.has('To') || message.to === query.get('To')) &&
        (!query.has('From') || message.from === query.get('From')),
    );
    return {
      status: 200,
      body: { messages: matching.reverse().slice(0, Number(query.get('PageSize') ?? 50)) },
    };
  };
  const state: { reply: (request: TwilioRequest) => TwilioReply | typeof NO_ANSWER } = { reply: accepted };

  const server = await startStandInServer((request) =>
    request.method === 'GET' ? list(request) : state.reply(request),
  );
  const { requests } = server;
  const sends = () => requests.filter((request) => request.method === 'POST');

  return {
    url: server.url,
    requests,
    /** The messages Twilio took (and would deliver), answered or not. */
    taken,
    /** Message requests (POST) addressed to `to` (with or without the whatsapp: prefix). */
    requestsTo: (to: string) =>
      sends().filter((request) => request.form.To?.replace(/^whatsapp:/, '') === to),
    /** Messages Twilio took for `to`: what the customer receives. */
    takenFor: (to: string) => taken.filter((message) => message.to.replace(/^whatsapp:/, '') === to),
    /** Answers every following request with `reply`; `accept()` restores success. */
    fail: (reply: TwilioReply) => {
      state.reply = () => reply;
    },
    /** Takes every following message and never answers. */
    takeSilently: () => {
      state.reply = (request) => {
        take(request);
        return NO_ANSWER;
      };
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
