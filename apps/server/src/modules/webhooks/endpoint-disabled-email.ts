import type { Language } from '@rutaviva/domain';
import type { OutboundEmail } from '../../providers/email';

const COPY: Record<Language, { subject: string; greeting: string; body: string; action: string }> = {
  english: {
    subject: 'A RutaViva webhook endpoint was turned off',
    greeting: 'Hello',
    body: 'Deliveries to this webhook endpoint have failed for 3 days in a row, so RutaViva turned it off and stopped sending it events:',
    action: 'Check that the address answers with a 2xx status, then turn the endpoint back on here:',
  },
  spanish: {
    subject: 'Se desactivó un endpoint de webhook de RutaViva',
    greeting: 'Hola',
    body: 'Los envíos a este endpoint de webhook fallaron durante 3 días seguidos, así que RutaViva lo desactivó y dejó de enviarle eventos:',
    action: 'Revisa que la dirección responda con un estado 2xx y vuelve a activar el endpoint aquí:',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Issue 16: tells an admin that an endpoint kept failing and was turned off, in their language. */
export function endpointDisabledEmail(
  to: string,
  name: string,
  endpointUrl: string,
  link: string,
  language: Language,
): OutboundEmail {
  const copy = COPY[language] ?? COPY.english;
  const text = [`${copy.greeting} ${name},`, '', copy.body, endpointUrl, '', copy.action, link].join('\n');
  const html = [
    `<p>${copy.greeting} ${escapeHtml(name)},</p>`,
    `<p>${copy.body}<br><code>${escapeHtml(endpointUrl)}</code></p>`,
    `<p>${copy.action}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  return { to, subject: copy.subject, text, html };
}
