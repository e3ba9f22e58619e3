/** English texts of message previews and of the customer-message setting on My info. */
export const messagePreviewEn = {
  channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
  whatsapp: 'WhatsApp: no length limit.',
  oneSegment: '1 SMS · {{units}} of {{limit}} characters',
  segments_one: '{{count}} SMS · {{units}} characters',
  segments_other: '{{count}} SMS · {{units}} characters',
  unicode: 'Special characters: {{limit}} per SMS.',
};

export const customerMessagesEn = {
  title: 'Messages to your customers',
  intro:
    'When a {{courier}} starts a delivery, the customer gets the tracking link by WhatsApp, or by SMS in the United States.',
  language: 'Language of the messages',
  languageHint: 'Your customers get the message in this language only.',
  previewTitle: 'What your customer sees',
  previewChannel: 'Preview as',
  previewNote:
    'Your business name and the link come first, so they show in the notification. An SMS stays in one message: long names drop optional words first.',
  unsaved: 'Save to use this language for the next deliveries.',
  smsName:
    'In SMS your name is written “{{name}}”: some of its characters (such as á, í, ó, ú, curly quotes or emoji) are outside the SMS alphabet and would make every message cost two or three.',
};
