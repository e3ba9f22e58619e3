import type { Language } from '@rutaviva/domain';
import type { OutboundEmail } from '../../providers/email';

const COPY: Record<
  Language,
  { subject: string; greeting: string; body: string; expiry: string; ignore: string }
> = {
  english: {
    subject: 'Reset your RutaViva password',
    greeting: 'Hello',
    body: 'We received a request to reset the password of your RutaViva account. Open this link to choose a new one:',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  spanish: {
    subject: 'Restablece tu contraseña de RutaViva',
    greeting: 'Hola',
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de RutaViva. Abre este enlace para elegir una nueva:',
    expiry: 'El enlace funciona una sola vez y vence en 1 hora.',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetEmail(
  to: string,
  name: string,
  link: string,
  language: Language,
): OutboundEmail {
  const copy = COPY[language];
  const text = [`${copy.greeting} ${name},`, '', copy.body, link, '', copy.expiry, copy.ignore].join('\n');
  const html = [
    `<p>${copy.greeting} ${escapeHtml(name)},</p>`,
    `<p>${copy.body}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${copy.expiry}<br>${copy.ignore}</p>`,
  ].join('\n');
  return { to, subject: copy.subject, text, html };
}
