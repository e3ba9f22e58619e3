import { messageParts } from '../lib/message-parts';

/** A message's words with its links set apart (`linkClassName`), as a phone shows them. */
export function MessageText({ body, linkClassName }: { body: string; linkClassName: string }) {
  return messageParts(body).map((part, index) =>
    part.link ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <span key={index} className={linkClassName}>
        {part.text}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <span key={index}>{part.text}</span>
    ),
  );
}
