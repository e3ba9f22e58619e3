import { type BookDemo, COUNTRY_NAMES, type DemoTime, type Language } from '@rutaviva/domain';
import type { OutboundEmail } from '../../providers/email';

const TIMES: Record<Language, Record<DemoTime, string>> = {
  english: { morning: 'in the morning', afternoon: 'in the afternoon', evening: 'in the evening' },
  spanish: { morning: 'por la mañana', afternoon: 'por la tarde', evening: 'por la noche' },
};

const CONFIRMATION: Record<
  Language,
  { subject: string; greeting: string; body: string; next: string; sign: string }
> = {
  english: {
    subject: 'Your RutaViva demo request',
    greeting: 'Hello',
    body: 'Thank you for asking for a demo of RutaViva for {company}. We will call or write to you {time} to agree on a time that suits you.',
    next: 'Meanwhile, you can try everything free for a week: sign up and your first delivery is live in minutes.',
    sign: 'The RutaViva team',
  },
  spanish: {
    subject: 'Tu solicitud de demostración de RutaViva',
    greeting: 'Hola',
    body: 'Gracias por pedir una demostración de RutaViva para {company}. Te llamaremos o escribiremos {time} para acordar un horario que te convenga.',
    next: 'Mientras tanto, puedes probar todo gratis durante una semana: regístrate y tu primera entrega estará en vivo en minutos.',
    sign: 'El equipo de RutaViva',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the prospect gets right away, in the language of the page they used. */
export function demoConfirmationEmail(demo: BookDemo): OutboundEmail {
  const copy = CONFIRMATION[demo.language];
  const body = copy.body
    .replace('{company}', demo.company)
    .replace('{time}', TIMES[demo.language][demo.preferred_time]);
  const text = [`${copy.greeting} ${demo.name},`, '', body, '', copy.next, '', copy.sign].join('\n');
  const html = [
    `<p>${copy.greeting} ${escapeHtml(demo.name)},</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${copy.next}</p>`,
    `<p>${copy.sign}</p>`,
  ].join('\n');
  return { to: demo.email, subject: copy.subject, text, html };
}

/** What the sales team gets: everything the prospect wrote, to answer from their inbox. */
export function demoRequestEmail(to: string, demo: BookDemo): OutboundEmail {
  const lines = [
    `Name: ${demo.name}`,
    `Company: ${demo.company}`,
    `Email: ${demo.email}`,
    `Phone: ${demo.phone}`,
    `Country: ${COUNTRY_NAMES[demo.country_iso].english}`,
    `Best time: ${TIMES.english[demo.preferred_time]}`,
    `Language: ${demo.language}`,
    '',
    demo.message || '(no message)',
  ];
  return {
    to,
    subject: `Demo request: ${demo.company} (${demo.country_iso})`,
    text: lines.join('\n'),
    html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}
