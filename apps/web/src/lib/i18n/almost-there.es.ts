import type { almostThereEn } from './almost-there.en';

/** Issue 15 item 6: the "almost there" message setting on Mis datos. */
export const almostThereEs: typeof almostThereEn = {
  title: 'Mensajes durante la entrega',
  label: 'Enviar un mensaje de “ya casi llega”',
  hint: 'Un mensaje más al cliente, con el enlace de seguimiento, cuando la estimación de llegada baje por primera vez de los minutos que elijas. Solo en entregas con destino conocido. Cada uno cuenta como un mensaje en tu uso.',
  minutes: 'Cuando el {{courier}} esté a',
  minutesOption_one: '{{count}} minuto',
  minutesOption_other: '{{count}} minutos',
};
