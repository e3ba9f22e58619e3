import { describe, expect, it } from 'vitest';
import {
  courierInvitationMessage,
  courierInvitationUrl,
  defaultMessageLanguage,
  MESSAGE_LANGUAGE_BY_COUNTRY,
  trackingMessage,
} from './customer-messages';
import { SIGNUP_COUNTRIES } from './locale';
import { smsSegments } from './sms';

/** A production-length link: https host plus the 22-character trip id. */
const URL = 'https://app.rutaviva.example.com/t?id=Xq3_v9-LmN2pQr7sTu8vWx';
const sms = (companyName: string, language: 'english' | 'spanish' = 'spanish') =>
  trackingMessage({ companyName, language, channel: 'sms', url: URL });

describe('defaultMessageLanguage', () => {
  it('is Spanish for Mexico, Spain, Panama and the Dominican Republic, English for the US', () => {
    expect(SIGNUP_COUNTRIES.map((country) => [country, defaultMessageLanguage(country)])).toEqual([
      ['US', 'english'],
      ['ES', 'spanish'],
      ['MX', 'spanish'],
      ['PA', 'spanish'],
      ['DO', 'spanish'],
    ]);
    expect(Object.keys(MESSAGE_LANGUAGE_BY_COUNTRY).sort()).toEqual([...SIGNUP_COUNTRIES].sort());
  });
});

describe('trackingMessage by SMS', () => {
  it('says it once, in the business language, with the name first and the link whole', () => {
    const spanish = sms('Tacos El Güero');
    expect(spanish).toBe(`Tacos El Güero: tu pedido va en camino. Sigue la entrega en vivo: ${URL}`);
    const english = sms('Joe’s Pizza', 'english');
    expect(english).toBe(`Joe's Pizza: your delivery is on its way. Follow it live: ${URL}`);
    expect(english).not.toMatch(/pedido|camino/);
    expect(spanish).not.toMatch(/delivery|way/);
  });

  it('starts with the name and has the link under way by the 70th character, as a notification shows', () => {
    for (const language of ['english', 'spanish'] as const) {
      const body = sms('Farmacia Luna', language);
      expect(body.startsWith('Farmacia Luna: ')).toBe(true);
      expect(body.indexOf(URL)).toBeGreaterThan(0);
      expect(body.indexOf(URL)).toBeLessThan(70);
    }
  });

  it('keeps a Spanish message with accented names in one GSM-7 segment', () => {
    for (const name of [
      'Panadería Rosalía',
      'Pollos Ñandú Express',
      'Café Olé Mérida',
      'Óptica Úrsula & Cía',
    ]) {
      const body = sms(name);
      expect(smsSegments(body), body).toMatchObject({ encoding: 'gsm7', segments: 1 });
    }
    expect(sms('Panadería Rosalía').startsWith('Panaderia Rosalia: ')).toBe(true);
    // é and ñ are in the alphabet: they stay.
    expect(sms('Café Olé Ñandú').startsWith('Café Olé Ñandu: ')).toBe(true);
  });

  it('drops optional words before it ever shortens a long name, and never cuts the link', () => {
    const long = 'Distribuidora de Mariscos y Pescados Frescos del Pacífico';
    expect(sms(long)).toBe(
      `Distribuidora de Mariscos y Pescados Frescos del Pacifico: tu pedido va en camino: ${URL}`,
    );
    const longer = 'Distribuidora de Mariscos, Pescados y Camarones Frescos del Pacífico Mexicano';
    expect(sms(longer)).toBe(
      `Distribuidora de Mariscos, Pescados y Camarones Frescos del Pacifico Mexicano: sigue tu pedido: ${URL}`,
    );
    expect(smsSegments(sms(longer)).segments).toBe(1);
  });

  it('shortens a name too long for any wording at a word, keeping the link whole', () => {
    const name =
      'Comercializadora Internacional de Productos Alimenticios y Bebidas Refrigeradas del Norte de México S.A. de C.V.';
    for (const language of ['english', 'spanish'] as const) {
      const body = sms(name, language);
      expect(smsSegments(body), body).toMatchObject({ encoding: 'gsm7', segments: 1 });
      expect(body.endsWith(URL)).toBe(true);
      expect(body).toBe(
        `Comercializadora Internacional de Productos Alimenticios y Bebidas Refrigeradas del Norte de...: ${URL}`,
      );
    }
  });

  it('leaves emoji out of the SMS name, so the message stays one GSM-7 segment', () => {
    const body = sms('Tacos 🌮 Don Pepe 👨‍🍳');
    expect(body).toBe(`Tacos Don Pepe: tu pedido va en camino. Sigue la entrega en vivo: ${URL}`);
    expect(smsSegments(body)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('keeps a name made only of emoji, in UCS-2, with the fewest segments', () => {
    const body = sms('🌮🌮🌮');
    expect(body).toBe(`🌮🌮🌮: ${URL}`);
    expect(smsSegments(body)).toMatchObject({ encoding: 'ucs2', segments: 1 });
  });

  it('keeps a name in another script and sends the fullest wording of those with the fewest segments', () => {
    expect(sms('東京ラーメン')).toBe(`東京ラーメン: ${URL}`);
    expect(smsSegments(sms('東京ラーメン'))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    const long = sms('東京ラーメン 横浜本店 特製つけ麺');
    expect(long).toBe(
      `東京ラーメン 横浜本店 特製つけ麺: tu pedido va en camino. Sigue la entrega en vivo: ${URL}`,
    );
    expect(smsSegments(long)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('goes out in parts, the link whole and the wording full, when even the barest cannot fit', () => {
    const longUrl = `https://${'a'.repeat(150)}.example.com/t?id=Xq3_v9-LmN2pQr7sTu8vWx`;
    const body = trackingMessage({ companyName: 'Tacos', language: 'english', channel: 'sms', url: longUrl });
    expect(body).toBe(`Tacos: your delivery is on its way. Follow it live: ${longUrl}`);
    expect(smsSegments(body).segments).toBe(2);
  });

  it('writes a name typed over several lines on one', () => {
    expect(sms('Tacos\n  El   Güero')).toMatch(/^Tacos El Güero: /);
  });
});

describe('trackingMessage by WhatsApp', () => {
  it('keeps the name and link first, may be longer, and writes Spanish with its accents', () => {
    const body = trackingMessage({
      companyName: 'Panadería Rosalía',
      language: 'spanish',
      channel: 'whatsapp',
      url: URL,
    });
    expect(body.split('\n').slice(0, 2)).toEqual([
      'Panadería Rosalía: tu pedido va en camino. Síguelo en vivo:',
      URL,
    ]);
    expect(body).toContain('podrás calificarlo');
    expect(body).not.toMatch(/delivery/);
  });

  it('is English only for an English business', () => {
    const body = trackingMessage({
      companyName: 'Joe’s Pizza',
      language: 'english',
      channel: 'whatsapp',
      url: URL,
    });
    expect(body.startsWith('Joe’s Pizza: your delivery is on its way.')).toBe(true);
    expect(body).not.toMatch(/pedido|camino/);
  });
});

describe('courierInvitationMessage', () => {
  const link = courierInvitationUrl('https://app.rutaviva.example.com/', 'luis.perez');
  const invite = (
    channel: 'sms' | 'whatsapp',
    language: 'english' | 'spanish',
    companyName = 'Tacos El Güero',
  ) =>
    courierInvitationMessage({
      companyName,
      language,
      channel,
      url: link,
      username: 'luis.perez',
      country: 'MX',
    });

  it('links to the courier app with the username filled in', () => {
    expect(link).toBe('https://app.rutaviva.example.com/courier?username=luis.perez');
  });

  it('carries the link and the username in the business language, in one SMS', () => {
    const spanish = invite('sms', 'spanish');
    expect(spanish).toBe(
      `Tacos El Güero: tu app de repartidor: ${link} - usuario luis.perez. La contraseña te la da tu encargado.`,
    );
    expect(smsSegments(spanish)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    const english = invite('sms', 'english', 'Joe’s Pizza');
    expect(english).toBe(
      `Joe's Pizza: your courier app: ${link} - username luis.perez. Ask your manager for the password.`,
    );
    expect(smsSegments(english).segments).toBe(1);
  });

  it('drops the sentence about the password before it shortens the name', () => {
    const body = invite('sms', 'spanish', 'Distribuidora de Mariscos y Pescados del Pacífico');
    expect(body).toBe(
      `Distribuidora de Mariscos y Pescados del Pacifico: tu app de repartidor: ${link} - usuario luis.perez`,
    );
  });

  it('by WhatsApp puts the link on its own line after the name', () => {
    const body = invite('whatsapp', 'spanish');
    expect(body.split('\n').slice(0, 2)).toEqual(['Tacos El Güero: tu app de repartidor está lista:', link]);
    expect(body).toContain('usuario luis.perez');
  });
});
