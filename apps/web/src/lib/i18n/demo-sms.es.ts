import type { demoSmsEn } from './demo-sms.en';

/** Textos en español de la pantalla del mensaje de prueba (/demo_sms). */
export const demoSmsEs: typeof demoSmsEn = {
  title: 'Envíate un mensaje de prueba',
  subtitle:
    'Recibe en tu propio teléfono exactamente lo que reciben tus clientes cuando un {{courier}} inicia su entrega.',
  whatTitle: 'Lo que recibe tu cliente',
  what: {
    message: 'Un mensaje de {{company}} en cuanto el {{courier}} inicia la entrega.',
    map: 'Un enlace a un mapa en vivo que sigue al {{courier}} hasta su puerta. Sin instalar nada.',
    rating:
      'Al terminar la entrega, una calificación rápida con tres caritas. Lees las respuestas en Opiniones de clientes.',
  },
  sendTitle: 'Tu mensaje de prueba',
  sendTo: 'Enviar a',
  changeNumber: 'Cambiar número',
  noNumber: 'Tu cuenta todavía no tiene celular. Agrega uno para recibir el mensaje de prueba.',
  addNumber: 'Agregar mi celular',
  channelLabel: 'Se envía por',
  channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
  channelNote:
    'Los números de Estados Unidos reciben un SMS; los de cualquier otro país, un mensaje de WhatsApp.',
  send: 'Enviar mensaje de prueba',
  sendAnother: 'Enviar otro',
  sending: 'Enviando…',
  remaining_one: 'Te queda {{count}} mensaje de prueba esta hora',
  remaining_other: 'Te quedan {{count}} mensajes de prueba esta hora',
  sentWhatsapp: 'Enviado a {{to}}: revisa tu WhatsApp.',
  sentSms: 'Enviado a {{to}}: revisa tus mensajes de texto.',
  sentNote: 'Suele llegar en menos de un minuto. Abre el enlace para seguir una entrega simulada.',
  rateLimitedTitle: 'Ya enviaste {{count}} mensajes de prueba en la última hora',
  rateLimitedAt: 'Podrás enviar otro a las {{time}}.',
  rateLimitedLater: 'Inténtalo de nuevo dentro de un rato.',
  recentTitle: 'Enviados en la última hora',
  statuses: {
    outbox: 'En la bandeja de salida',
    queued: 'En cola',
    sending: 'Enviando',
    sent: 'Enviado',
    delivered: 'Entregado',
    failed: 'Falló',
  },
  devTitle: 'Modo de desarrollo',
  devBody:
    'Nada sale de esta computadora: el mensaje llega a la bandeja de salida en lugar de a tu teléfono.',
  devLink: 'Abrir la bandeja de salida',
  previewLabel: 'Vista previa del mensaje en un teléfono',
  previewNow: 'ahora',
  previewToday: 'Hoy',
  previewNote: 'En {{language}}, el idioma de los mensajes a tus clientes. Puedes cambiarlo en Mis datos.',
  languages: { english: 'inglés', spanish: 'español' },
  trackDemoTitle: '¿Solo quieres echar un vistazo?',
  trackDemoBody: 'Abre la página que ve tu cliente desde el enlace, con un {{courier}} simulado en el mapa.',
  trackDemoCta: 'Abrir la demo de seguimiento',
  loadFailed: 'No pudimos cargar la configuración de tu mensaje de prueba.',
};
