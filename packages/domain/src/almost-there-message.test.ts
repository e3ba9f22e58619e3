import { describe, expect, it } from 'vitest';
import { almostThereMessage } from './customer-messages';
import { isGsm7, smsSegments } from './sms';

const URL = 'https://app.rutaviva.example.com/t?id=Xq3_v9-LmN2pQr7sTu8vWx';

describe('almostThereMessage', () => {
  it('names the business, the minutes and the link, in the message language', () => {
    const en = almostThereMessage({
      companyName: 'Tacos Juan',
      language: 'english',
      channel: 'sms',
      url: URL,
      minutes: 5,
    });
    const es = almostThereMessage({
      companyName: 'Tacos Juan',
      language: 'spanish',
      channel: 'sms',
      url: URL,
      minutes: 5,
    });
    expect(en).toBe(`Tacos Juan: your delivery is almost there, about 5 min away. Follow it: ${URL}`);
    expect(es).toBe(`Tacos Juan: tu pedido ya casi llega, en unos 5 min. Sigue la entrega: ${URL}`);
  });

  it('keeps an SMS in one GSM-7 segment, shortening the wording for a long name', () => {
    for (const language of ['english', 'spanish'] as const) {
      for (const companyName of ['Tacos', 'Panadería y Pastelería La Esperanza de Coyoacán Centro']) {
        const body = almostThereMessage({ companyName, language, channel: 'sms', url: URL, minutes: 12 });
        expect(isGsm7(body)).toBe(true);
        expect(smsSegments(body).segments).toBe(1);
        expect(body).toContain(URL);
      }
    }
  });

  it('writes a fuller WhatsApp message and never says 0 minutes', () => {
    const body = almostThereMessage({
      companyName: 'Flores',
      language: 'spanish',
      channel: 'whatsapp',
      url: URL,
      minutes: 0.2,
    });
    expect(body).toBe(
      `Flores: tu pedido ya casi llega, en 1 min. Por favor, prepárate para recibirlo.\n${URL}`,
    );
  });
});
