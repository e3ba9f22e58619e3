import type { ToursMessages } from './tours.en';

/** Textos en español de los recorridos de demostración. */
export const toursEs: ToursMessages = {
  titles: {
    full: 'Recorrido del producto',
    basic: 'Recorrido rápido',
    whatsapp: 'Recorrido de WhatsApp',
  },
  sampleData: 'Datos de ejemplo: nada de esto se envía.',
  exit: 'Salir del recorrido',
  next: 'Siguiente',
  back: 'Atrás',
  signUp: 'Regístrate gratis',
  progress: 'Paso {{current}} de {{total}}',
  trackingFrame: 'La página de seguimiento que abre tu cliente',
  sample: {
    company: 'Tacos Demo',
    excellent: 'Los tacos llegaron calientes y vi a Ana venir todo el camino.',
    okay: 'Bien, pero faltó la salsa.',
    improvement: 'Revisen el pedido antes de que salga.',
    bad: 'Tardó casi 40 minutos y nadie me dijo por qué.',
  },
  courierStarted: {
    title: 'Entrega iniciada',
    body: 'Tu cliente acaba de recibir un mensaje de WhatsApp con el enlace de seguimiento en vivo.',
  },
  welcome: {
    eyebrow: 'Recorrido guiado · 2 minutos',
    heading: 'Tus entregas, en vivo para ti y para tus clientes',
    lead: 'RutaViva une a las tres personas de cada entrega: el repartidor que la lleva, el cliente que la espera y tú, que diriges el negocio.',
    courier: {
      title: 'El repartidor',
      body: 'Escribe solo el teléfono del cliente y sale. Su celular comparte la ruta.',
    },
    customer: {
      title: 'El cliente',
      body: 'Recibe un mensaje de WhatsApp con un enlace, sigue al repartidor en un mapa y califica la entrega.',
    },
    admin: {
      title: 'Tú',
      body: 'Ves a cada repartidor en un mapa en vivo, las alertas, los reportes y lo que dijeron tus clientes.',
    },
  },
  summary: {
    eyebrow: 'Fin del recorrido',
    heading: 'Todo lo que tus entregas necesitan, desde el primer día',
    points: {
      start: 'Los repartidores inician una entrega solo con el teléfono del cliente.',
      message: 'Tus clientes reciben un mensaje de WhatsApp o SMS y siguen al repartidor en vivo.',
      monitor: 'Ves a cada repartidor en un mapa, con alertas cuando una entrega se retrasa.',
      reports: 'Reportes con tiempos, distancias y alertas, listos para exportar.',
      feedback: 'Cada cliente puede calificar la entrega y tú lo lees al momento.',
    },
    signup: 'Empieza tu semana gratis',
    bookDemo: 'Agenda una demostración',
  },
  steps: {
    welcome: {
      intro: {
        title: 'Bienvenido a RutaViva',
        body: 'En unos pasos verás las pantallas reales de RutaViva con un negocio de ejemplo. Usa Siguiente y Atrás, o las flechas del teclado.',
      },
      courier: {
        title: 'El repartidor inicia',
        body: 'El repartidor abre la app en su celular, escribe el número del cliente y sale.',
      },
      customer: {
        title: 'El cliente lo sigue',
        body: 'El cliente recibe un mensaje con un enlace a un mapa en vivo, sin instalar nada.',
      },
      admin: {
        title: 'Tú lo ves todo',
        body: 'Desde tu panel ves las entregas mientras suceden. Vamos a verlo.',
      },
    },
    monitor: {
      map: {
        title: 'El monitor en vivo',
        body: 'Cada repartidor en una entrega se mueve en el mapa según reporta su celular. Míralos avanzar.',
      },
      list: {
        title: 'Quién hace qué',
        body: 'Repartidores en una entrega, esperando entre entregas o sin señal. Elige uno para verlo en el mapa.',
      },
      alerts: {
        title: 'Alertas al momento',
        body: 'Una entrega de más de 30 minutos sin llegar, o un celular que dejó de reportar, aparece aquí de inmediato.',
      },
    },
    reports: {
      totals: {
        title: 'Reportes',
        body: 'Cuántas entregas, cuánto tardaron en llegar, la distancia y las calificaciones, para cualquier fecha.',
      },
      trips: {
        title: 'Cada entrega',
        body: 'Cada viaje con su repartidor, tiempos y alertas. Abre su ruta en un mapa o exporta todo a CSV.',
      },
    },
    reviews: {
      summary: {
        title: 'Opiniones de clientes',
        body: 'Después de cada entrega el cliente la califica. Aquí ves el reparto de un vistazo.',
      },
      list: {
        title: 'Lo que dijeron',
        body: 'Cada opinión con su comentario, qué mejorar y qué repartidor la entregó.',
      },
    },
    courier: {
      phone: {
        title: 'La app del repartidor',
        body: 'Esta es la app que usan tus repartidores, en cualquier celular, sin descargar nada de una tienda.',
      },
      start: {
        title: 'Solo el número de teléfono',
        body: 'El repartidor escribe el teléfono del cliente y toca iniciar. Pruébalo: escribe cualquier número.',
      },
    },
    message: {
      phone: {
        title: 'El mensaje que recibe tu cliente',
        body: 'Al instante, por WhatsApp o SMS, con el nombre de tu negocio y el enlace de seguimiento.',
      },
      tracking: {
        title: 'La página que abre el enlace',
        body: 'El cliente sigue al repartidor en un mapa, le llama si hace falta y califica la entrega al final.',
      },
    },
    summary: {
      points: {
        title: 'Todo esto, listo para usar',
        body: 'Configura tu negocio y tus repartidores en minutos.',
      },
      signup: {
        title: 'Pruébalo gratis una semana',
        body: 'Crea tu cuenta e inicia tu primera entrega hoy.',
      },
    },
  },
};
