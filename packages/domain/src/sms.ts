/**
 * How an SMS is billed: GSM 03.38 (7-bit) when every character is in its default alphabet or
 * extension table, otherwise UCS-2. A message that needs more than one segment is split into
 * parts that each carry a header, so they hold fewer units than a single one.
 */

/** The GSM 03.38 default alphabet (its escape code left out): one septet each. */
export const GSM7_BASIC_CHARACTERS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape septet plus one, so two septets each. */
export const GSM7_EXTENSION_CHARACTERS = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC_CHARACTERS);
const EXTENSION = new Set(GSM7_EXTENSION_CHARACTERS);

/** Units one SMS holds: septets in GSM-7, UTF-16 code units in UCS-2. */
export const SMS_UNITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

export type SmsEncoding = keyof typeof SMS_UNITS;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Messages the carrier sends and bills; 0 for an empty text. */
  segments: number;
  /** Units one segment holds when the text fits in one. */
  singleLimit: number;
}

export function isGsm7(text: string): boolean {
  for (const character of text) if (!BASIC.has(character) && !EXTENSION.has(character)) return false;
  return true;
}

/**
 * Segments of an SMS as carriers count them. In a split message an escaped character (two
 * septets) and a surrogate pair (two UCS-2 units) are never cut across two parts.
 */
export function smsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const costs = [...text].map((character) =>
    encoding === 'gsm7' ? (EXTENSION.has(character) ? 2 : 1) : character.length,
  );
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const limits = SMS_UNITS[encoding];
  let segments = units === 0 ? 0 : 1;
  if (units > limits.single) {
    let used = 0;
    for (const cost of costs) {
      if (used + cost > limits.part) {
        segments++;
        used = 0;
      }
      used += cost;
    }
  }
  return { encoding, units, segments, singleLimit: limits.single };
}

/** Typographic characters phones and word processors put in names, and their GSM-7 forms. */
const PLAIN_FORMS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/**
 * The text written with GSM-7 characters where it can be: typographic quotes and dashes become
 * plain ones and letters outside the alphabet lose their accent (á → a, í → i; é, ñ and ü are
 * in it and stay). Characters with no such form (emoji, other scripts) are left as they are.
 */
export function gsm7Fold(text: string): string {
  let folded = '';
  for (const character of text) {
    if (BASIC.has(character) || EXTENSION.has(character)) {
      folded += character;
      continue;
    }
    const plain = PLAIN_FORMS[character];
    if (plain !== undefined) {
      folded += plain;
      continue;
    }
    const bare = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    folded += bare !== character && isGsm7(bare) ? bare : character;
  }
  return folded;
}
