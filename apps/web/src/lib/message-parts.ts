/** Splits a message into text and links, so a preview can underline the links as phones do. */
export function messageParts(body: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let offset = 0;
  for (const match of body.matchAll(/https?:\/\/\S+/g)) {
    const start = match.index ?? 0;
    if (start > offset) parts.push({ text: body.slice(offset, start), link: false });
    parts.push({ text: match[0], link: true });
    offset = start + match[0].length;
  }
  if (offset < body.length) parts.push({ text: body.slice(offset), link: false });
  return parts;
}

/** A trip id of the real length (22 characters), for previews of a tracking link. */
export const SAMPLE_TRIP_ID = 'Xq3_v9-LmN2pQr7sTu8vWx';
