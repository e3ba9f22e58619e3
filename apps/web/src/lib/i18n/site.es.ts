import type { SiteMessages } from './site.en';

/** Textos en español de las páginas públicas además de la de inicio (/book_demo). */
export const siteEs: SiteMessages = {
  bookDemo: {
    title: 'Agenda una demostración',
    eyebrow: 'Gratis, 20 minutos',
    heading: 'Mira RutaViva funcionando con tus propias entregas',
    intro:
      'Te mostramos la app del repartidor, el mapa en vivo que abren tus clientes y el monitor, configurados con tu negocio, y resolvemos todas tus dudas. En español o en inglés.',
    points: {
      setup: 'Tu cuenta configurada contigo durante la llamada',
      couriers: 'Cómo tus repartidores inician una entrega solo con el número de teléfono',
      pricing: 'El plan y el precio para tu país, paquetes prepagados incluidos',
    },
    nextTitle: 'Qué sigue',
    next: {
      contact: 'En un día hábil te llamamos o escribimos por WhatsApp para acordar un horario.',
      call: 'Una videollamada de 20 minutos: configuramos tu negocio e iniciamos juntos una entrega.',
      trial: 'Te quedas con tu cuenta y pruebas todo gratis durante una semana.',
    },
    formTitle: 'Cuéntanos de tu negocio',
    name: 'Tu nombre',
    company: 'Nombre del negocio',
    email: 'Correo electrónico',
    phone: 'Celular',
    phoneHint: 'Te llamamos o escribimos por WhatsApp para acordar el horario.',
    country: 'País',
    countryPlaceholder: 'Elige tu país',
    time: 'Mejor horario para contactarte',
    times: { morning: 'Mañana', afternoon: 'Tarde', evening: 'Noche' },
    message: '¿Qué te gustaría ver?',
    messagePlaceholder: 'Cuántos repartidores tienes, qué entregas, qué usas hoy…',
    submit: 'Agendar mi demostración',
    sending: 'Enviando…',
    privacy: 'Usamos tus datos solo para organizar esta demostración.',
    sentTitle: 'Tu demostración está agendada',
    sentBody:
      'Gracias, {{name}}. Te contactaremos por la {{time}} para acordar un horario. Enviamos una confirmación a {{email}}.',
    sentTime: { morning: 'mañana', afternoon: 'tarde', evening: 'noche' },
    tryNow: 'Pruébalo gratis ya',
    backHome: 'Volver al inicio',
  },
};
