import type { TwilioConfig } from '../../config';
import { DeliveryError, type MessageTransport, type OutgoingMessage } from './messages';

const TIMEOUT_MS = 10_000;
/** Messages read per look-up for an earlier attempt: Twilio lists the newest first. */
const LOOKUP_PAGE = 50;

/** Statuses worth another try: Twilio overloaded, rate limiting us, or timing out. */
const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

interface TwilioAnswer {
  sid?: string;
  code?: number;
  message?: string;
}

interface TwilioList {
  messages?: { sid?: string; body?: string; date_created?: string; status?: string }[];
}

/**
 * Twilio's Messages API over plain fetch: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To, From and Body, basic auth with the account sid and auth token. WhatsApp
 * addresses carry the `whatsapp:` prefix on both numbers.
 */
export class TwilioClient implements MessageTransport {
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly config: TwilioConfig) {
    this.endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  async send({ channel, to, body }: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const from = channel === 'sms' ? this.config.smsFrom : this.config.whatsappFrom;
    if (!from) {
      const variable = channel === 'sms' ? 'TWILIO_SMS_FROM' : 'TWILIO_WHATSAPP_FROM';
      throw new DeliveryError(`No ${channel} sender: ${variable} is not set`, false);
    }
    const address = (number: string) =>
      channel === 'whatsapp' ? `whatsapp:${number.replace(/^whatsapp:/, '')}` : number;

    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: address(to), From: address(from), Body: body }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : error;
      throw new DeliveryError(`Twilio could not be reached: ${reason}`, true);
    }

    const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
    if (!response.ok) {
      const detail = [answer.message, answer.code ? `(code ${answer.code})` : undefined].filter(Boolean);
      throw new DeliveryError(
        `Twilio answered ${response.status}${detail.length > 0 ? `: ${detail.join(' ')}` : ''}`,
        isRetryableStatus(response.status),
      );
    }
    // Accepted but unreadable: sending again could reach the customer twice.
    if (!answer.sid)
      throw new DeliveryError(`Twilio answered ${response.status} without a message sid`, false);
    return { providerMessageId: answer.sid };
  }

  /**
   * Twilio takes no idempotency key for a message, so before a retry we read its list of messages
   * to this number from our sender (newest first) for those with the same body created since ours
   * was recorded: an attempt that timed out after Twilio took it is not sent a second time. Every
   * such sid is returned, oldest first: another message with the same text may own one of them,
   * and the caller keeps only a sid no other message holds.
   */
  async findSent(message: OutgoingMessage, since: Date): Promise<string[]> {
    const { from, address } = this.sender(message.channel);
    const query = new URLSearchParams({
      To: address(message.to),
      From: address(from),
      PageSize: String(LOOKUP_PAGE),
    });
    let response: Response;
    try {
      response = await fetch(`${this.endpoint}?${query}`, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`Twilio could not be reached to look for an earlier attempt: ${error}`, true);
    }
    if (!response.ok)
      throw new DeliveryError(
        `Twilio answered ${response.status} to the look-up of an earlier attempt`,
        isRetryableStatus(response.status),
      );
    const list = (await response.json().catch(() => ({}))) as TwilioList;
    // Whole seconds: Twilio's dates have no milliseconds.
    const after = Math.floor(since.getTime() / 1000) * 1000;
    return (list.messages ?? [])
      .filter(
        (each) =>
          each.body === message.body &&
          each.status !== 'failed' &&
          Date.parse(each.date_created ?? '') >= after,
      )
      .flatMap((each) => (each.sid ? [each.sid] : []))
      .reverse();
  }

  private sender(channel: OutgoingMessage['channel']) {
    const from = channel === 'sms' ? this.config.smsFrom : this.config.whatsappFrom;
    if (!from) {
      const variable = channel === 'sms' ? 'TWILIO_SMS_FROM' : 'TWILIO_WHATSAPP_FROM';
      throw new DeliveryError(`No ${channel} sender: ${variable} is not set`, false);
    }
    const address = (number: string) =>
      channel === 'whatsapp' ? `whatsapp:${number.replace(/^whatsapp:/, '')}` : number;
    return { from, address };
  }
}
