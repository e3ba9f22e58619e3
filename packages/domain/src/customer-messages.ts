import { courierWord } from './courier-word';
import type { CountryIso, Language } from './locale';
import { gsm7Fold, isGsm7, smsSegments } from './sms';

/** SPEC §1: tracking links go by SMS to US numbers and by WhatsApp elsewhere. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Issue 10: the language customers' messages are written in, until the business chooses
 * another on My info. Migration 0010 filled it in the same way for businesses that existed.
 */
export const MESSAGE_LANGUAGE_BY_COUNTRY: Record<CountryIso, Language> = {
  US: 'english',
  MX: 'spanish',
  ES: 'spanish',
  PA: 'spanish',
  DO: 'spanish',
};

export function defaultMessageLanguage(country: CountryIso): Language {
  return MESSAGE_LANGUAGE_BY_COUNTRY[country];
}

export interface MessageInput {
  companyName: string;
  language: Language;
  channel: MessageChannel;
}

type Render = (name: string) => string;

/** A business name is cut no shorter than this to keep an SMS in one segment. */
const MIN_SHORTENED_NAME_CHARACTERS = 12;

/** One line, no doubled spaces: a name typed with a line break must not break the message. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Pictographs and the joiners, selectors and skin tones that build them. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3/gu;

/**
 * The name as an SMS carries it: in GSM-7 when folding accents (and, failing that, leaving out
 * emoji) gets it there, so a name never makes the message cost two or three segments; a name
 * in another script stays as it is, and then UCS-2 is paid anyway.
 */
export function smsBusinessName(companyName: string): string {
  const name = oneLine(companyName);
  const folded = gsm7Fold(name);
  if (isGsm7(folded)) return folded;
  const plain = oneLine(gsm7Fold(name.replace(EMOJI, ' ')));
  return plain !== '' && isGsm7(plain) ? plain : name;
}

/** The name cut to at most `length` characters, at a word when one ends late enough. */
function shortened(characters: string[], length: number, ellipsis: string): string {
  const prefix = characters.slice(0, length).join('');
  const space = prefix.lastIndexOf(' ');
  const cut = space >= MIN_SHORTENED_NAME_CHARACTERS ? prefix.slice(0, space) : prefix;
  return `${cut.replace(/[\s.,;:\-–—]+$/, '')}${ellipsis}`;
}

const segmentsOf = (body: string) => smsSegments(body).segments;

/**
 * The first wording, from the fullest to the barest, that keeps the SMS in one segment. Past
 * the barest, the business's name is shortened (never below 12 characters); the link is never
 * touched. When nothing fits in one (a long PUBLIC_URL, a name in another script), the fullest
 * wording of those that take the fewest segments goes out.
 */
function fitOneSegment(companyName: string, wordings: readonly Render[]): string {
  const name = smsBusinessName(companyName);
  const bodies = wordings.map((render) => render(name));
  const single = bodies.find((body) => segmentsOf(body) <= 1);
  if (single) return single;
  const barest = wordings[wordings.length - 1] as Render;
  const characters = [...name];
  const ellipsis = isGsm7(name) ? '...' : '…';
  for (let length = characters.length - 1; length >= MIN_SHORTENED_NAME_CHARACTERS; length--) {
    const body = barest(shortened(characters, length, ellipsis));
    if (segmentsOf(body) <= 1) return body;
  }
  const fewest = Math.min(...bodies.map(segmentsOf));
  return bodies.find((body) => segmentsOf(body) === fewest) as string;
}

/*
 * SMS wordings use only GSM-7 characters: Spanish ones avoid á, í, ó and ú (not in the
 * alphabet; é and ñ are), so one accent of ours never turns a message into 70-character UCS-2.
 * Name and link come first, so a phone's notification shows both.
 */
const TRACKING_SMS: Record<Language, (url: string) => Render[]> = {
  english: (url) => [
    (name) => `${name}: your delivery is on its way. Follow it live: ${url}`,
    (name) => `${name}: your delivery is on its way: ${url}`,
    (name) => `${name}: track your delivery: ${url}`,
    (name) => `${name}: ${url}`,
  ],
  spanish: (url) => [
    (name) => `${name}: tu pedido va en camino. Sigue la entrega en vivo: ${url}`,
    (name) => `${name}: tu pedido va en camino: ${url}`,
    (name) => `${name}: sigue tu pedido: ${url}`,
    (name) => `${name}: ${url}`,
  ],
};

const TRACKING_WHATSAPP: Record<Language, (name: string, url: string) => string> = {
  english: (name, url) =>
    `${name}: your delivery is on its way. Follow it live:\n${url}\n\nOnce it arrives, you can rate it from the same link.`,
  spanish: (name, url) =>
    `${name}: tu pedido va en camino. Síguelo en vivo:\n${url}\n\nCuando llegue, podrás calificarlo desde el mismo enlace.`,
};

/** Issue 10: the customer's tracking message, in the business's message language only. */
export function trackingMessage(input: MessageInput & { url: string }): string {
  if (input.channel === 'whatsapp')
    return TRACKING_WHATSAPP[input.language](oneLine(input.companyName), input.url);
  return fitOneSegment(input.companyName, TRACKING_SMS[input.language](input.url));
}

/** How many minutes away the "almost there" message says, never below 1. */
const minutesAway = (minutes: number) => Math.max(1, Math.round(minutes));
/** "en unos 5 min", but "en 1 min": "unos" is plural. */
const enMinutos = (minutes: number) => (minutes === 1 ? 'en 1 min' : `en unos ${minutes} min`);

const ALMOST_THERE_SMS: Record<Language, (url: string, minutes: number) => Render[]> = {
  english: (url, minutes) => [
    (name) => `${name}: your delivery is almost there, about ${minutes} min away. Follow it: ${url}`,
    (name) => `${name}: your delivery is about ${minutes} min away: ${url}`,
    (name) => `${name}: almost there: ${url}`,
  ],
  spanish: (url, minutes) => [
    (name) => `${name}: tu pedido ya casi llega, ${enMinutos(minutes)}. Sigue la entrega: ${url}`,
    (name) => `${name}: tu pedido llega ${enMinutos(minutes)}: ${url}`,
    (name) => `${name}: ya casi llega: ${url}`,
  ],
};

const ALMOST_THERE_WHATSAPP: Record<Language, (name: string, url: string, minutes: number) => string> = {
  english: (name, url, minutes) =>
    `${name}: your delivery is almost there, about ${minutes} min away. Please be ready to receive it.\n${url}`,
  spanish: (name, url, minutes) =>
    `${name}: tu pedido ya casi llega, ${enMinutos(minutes)}. Por favor, prepárate para recibirlo.\n${url}`,
};

/**
 * Issue 15 item 6: the one extra message a business may send when the courier is `minutes` away,
 * with the same link, in the business's message language and by the tracking message's channel.
 */
export function almostThereMessage(input: MessageInput & { url: string; minutes: number }): string {
  const minutes = minutesAway(input.minutes);
  if (input.channel === 'whatsapp')
    return ALMOST_THERE_WHATSAPP[input.language](oneLine(input.companyName), input.url, minutes);
  return fitOneSegment(input.companyName, ALMOST_THERE_SMS[input.language](input.url, minutes));
}

interface InvitationWords {
  url: string;
  username: string;
  courier: string;
}

const INVITATION_SMS: Record<Language, (words: InvitationWords) => Render[]> = {
  english: ({ url, username, courier }) => [
    (name) =>
      `${name}: your ${courier} app: ${url} - username ${username}. Ask your manager for the password.`,
    (name) => `${name}: your ${courier} app: ${url} - username ${username}`,
    (name) => `${name}: ${url} - username ${username}`,
  ],
  spanish: ({ url, username, courier }) => [
    (name) =>
      `${name}: tu app de ${courier}: ${url} - usuario ${username}. La contraseña te la da tu encargado.`,
    (name) => `${name}: tu app de ${courier}: ${url} - usuario ${username}`,
    (name) => `${name}: ${url} - usuario ${username}`,
  ],
};

const INVITATION_WHATSAPP: Record<Language, (name: string, words: InvitationWords) => string> = {
  english: (name, { url, username, courier }) =>
    `${name}: your ${courier} app is ready:\n${url}\n\nSign in with the username ${username}. Your manager will give you the password. Add the page to your home screen to open it like any app.`,
  spanish: (name, { url, username, courier }) =>
    `${name}: tu app de ${courier} está lista:\n${url}\n\nEntra con el usuario ${username}. Tu encargado te dará la contraseña. Agrega la página a tu pantalla de inicio para abrirla como cualquier app.`,
};

/**
 * Issue 10: a courier's invitation, with the app link and the username and never the password
 * (the admin tells it, or set it with the courier at creation).
 */
export function courierInvitationMessage(
  input: MessageInput & { url: string; username: string; country: string },
): string {
  const words = {
    url: input.url,
    username: input.username,
    courier: courierWord(input.language, input.country).singular,
  };
  if (input.channel === 'whatsapp')
    return INVITATION_WHATSAPP[input.language](oneLine(input.companyName), words);
  return fitOneSegment(input.companyName, INVITATION_SMS[input.language](words));
}

/** The courier app's link, with the username filled in on its login screen. */
export function courierInvitationUrl(publicUrl: string, username: string): string {
  return `${publicUrl.replace(/\/$/, '')}/courier?username=${encodeURIComponent(username)}`;
}

/** The title and description a tracking link's preview card shows, in the message language. */
export function trackingLinkPreview(companyName: string, language: Language) {
  return language === 'spanish'
    ? { title: `${companyName} · Tu pedido va en camino`, description: 'Sigue tu entrega en vivo.' }
    : { title: `${companyName} · Your delivery is on its way`, description: 'Follow your delivery live.' };
}
