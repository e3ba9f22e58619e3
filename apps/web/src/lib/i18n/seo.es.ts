import type { seoEn } from './seo.en';

/** Spanish head of each prerendered page: see seo.en.ts. */
export const seoEs: typeof seoEn = {
  siteName: 'RutaViva',
  locale: 'es_MX',
  imageAlt: 'El logo de RutaViva: un pin de mapa sobre verde azulado',
  home: {
    title: 'RutaViva · Rastreo de entregas en vivo para restaurantes, tiendas y repartidores',
    description:
      'Tus clientes siguen su pedido en un mapa en vivo desde un enlace por WhatsApp o SMS, sin instalar nada. Tus repartidores inician cada entrega solo con el número de teléfono. Pruébalo gratis una semana.',
  },
  aboutUs: {
    title: 'Quiénes somos · RutaViva',
    description:
      'RutaViva está hecho para negocios que tienen sus propios repartidores: restaurantes, tiendas, farmacias y clínicas que quieren que cada cliente sepa exactamente cuándo llega su pedido.',
  },
  terms: {
    title: 'Términos y condiciones · RutaViva',
    description:
      'Los términos para usar RutaViva: tu cuenta, planes y pagos, paquetes prepagados, los mensajes que reciben tus clientes y cómo se trata su ubicación.',
  },
  bookDemo: {
    title: 'Agenda una demo gratis · RutaViva',
    description:
      'Una videollamada gratis de 20 minutos: configuramos tu negocio contigo, iniciamos juntos una entrega en vivo y te mostramos el plan y el precio para tu país. En español o en inglés.',
  },
};
