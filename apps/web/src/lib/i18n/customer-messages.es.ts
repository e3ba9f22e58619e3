import type { customerMessagesEn, messagePreviewEn } from './customer-messages.en';

/** Textos de las vistas previas de mensajes y del ajuste de mensajes a clientes en Mis datos. */
export const messagePreviewEs: typeof messagePreviewEn = {
  channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
  whatsapp: 'WhatsApp: sin límite de largo.',
  oneSegment: '1 SMS · {{units}} de {{limit}} caracteres',
  segments_one: '{{count}} SMS · {{units}} caracteres',
  segments_other: '{{count}} SMS · {{units}} caracteres',
  unicode: 'Caracteres especiales: {{limit}} por SMS.',
};

export const customerMessagesEs: typeof customerMessagesEn = {
  title: 'Mensajes a tus clientes',
  intro:
    'Cuando un {{courier}} inicia una entrega, el cliente recibe el enlace de seguimiento por WhatsApp, o por SMS en Estados Unidos.',
  language: 'Idioma de los mensajes',
  languageHint: 'Tus clientes reciben el mensaje solo en este idioma.',
  previewTitle: 'Lo que ve tu cliente',
  previewChannel: 'Ver como',
  previewNote:
    'El nombre de tu negocio y el enlace van primero, para que se vean en la notificación. Un SMS cabe en un solo mensaje: con nombres largos se quitan primero las palabras opcionales.',
  unsaved: 'Guarda para usar este idioma en las próximas entregas.',
  smsName:
    'En SMS tu nombre se escribe «{{name}}»: algunos de sus caracteres (como á, í, ó, ú, comillas tipográficas o emojis) no están en el alfabeto de los SMS y harían que cada mensaje cueste dos o tres.',
};
