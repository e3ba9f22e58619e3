import type { tutorialEn } from './tutorial.en';

/** Textos en español de la página de ayuda (/tutorial). {{courier}} es la palabra del negocio para repartidor. */
export const tutorialEs: typeof tutorialEn = {
  title: 'Ayuda',
  subtitle: 'Cómo usan RutaViva tus {{couriers}}, tus clientes y tú, paso a paso.',
  toc: 'En esta página',
  backToTop: 'Volver arriba',
  quickStart: {
    title: 'Empieza en tres pasos',
    team: 'Agrega a tus {{couriers}}',
    teamBody: 'Crea un usuario y una contraseña para cada {{courier}}.',
    sample: 'Envíate un mensaje de prueba',
    sampleBody: 'Recibe en tu teléfono el mensaje que recibe tu cliente.',
    courier: 'Haz una entrega de prueba',
    courierBody: 'Abre la app del {{courier}} en un teléfono e inicia una entrega.',
  },
  sections: {
    courier: 'La app del {{courier}}',
    tracking: 'El enlace de seguimiento',
    monitor: 'El monitor en vivo',
    reports: 'Reportes',
    feedback: 'Opiniones de clientes',
    faq: 'Preguntas frecuentes',
  },
  courier: {
    intro:
      'Tus {{couriers}} solo necesitan el navegador de su teléfono. No hay que descargar nada de una tienda de apps: la app se abre desde un enlace y se puede agregar a la pantalla de inicio.',
    steps: {
      installTitle: 'Abre la app',
      installBody:
        'En el teléfono del {{courier}}, abre {{url}} en Chrome (Android) o Safari (iPhone). Usa “Instalar app” o “Agregar a pantalla de inicio” para que se abra como cualquier otra app.',
      loginTitle: 'Inicia sesión',
      loginBody:
        'Con el usuario y la contraseña que creaste en Mis {{couriers}}. Cada {{courier}} tiene su propia cuenta, así siempre sabes quién entregó qué.',
      startTitle: 'Escribe el teléfono del cliente',
      startBody:
        'Luego toca “Iniciar entrega”. Tu cliente recibe el enlace de seguimiento al instante y la ubicación del {{courier}} se comparte mientras maneja.',
      arrivedTitle: 'Toca “Ya llegué” en la puerta',
      arrivedBody: 'Tu cliente ve que su pedido está afuera, y tú ves cuánto tardó el trayecto.',
      stopTitle: 'Toca “Terminar entrega” al entregar el pedido',
      stopBody:
        'La ubicación deja de compartirse y la entrega queda completa. Antes de terminar, el {{courier}} puede dejarte una nota.',
      offlineTitle: 'Funciona con mala señal',
      offlineBody:
        'Si se pierde la conexión, la ruta se guarda en el teléfono y se envía en cuanto vuelve. La pantalla se mantiene encendida durante la entrega; para iniciar una se necesita conexión.',
    },
    openApp: 'Abrir la app del {{courier}}',
    manageTeam: 'Administrar mis {{couriers}}',
  },
  tracking: {
    intro:
      'Cada entrega le envía a tu cliente un mensaje con un enlace. Abre un mapa en vivo en el navegador: sin app y sin cuenta.',
    points: {
      mapTitle: 'Un mapa en vivo con tu marca',
      mapBody:
        'Tu cliente sigue al {{courier}} en el mapa, con tu logo y tus colores, y puede llamarle o escribirle.',
      channelTitle: 'WhatsApp o SMS',
      channelBody:
        'Los números de Estados Unidos reciben un SMS; los de cualquier otro país, un mensaje de WhatsApp. El texto va en español y en inglés.',
      ratingTitle: 'Una calificación al terminar',
      ratingBody:
        'Al terminar la entrega, la página pide una calificación con tres caritas (mala, regular, excelente) y un comentario que solo tú puedes leer.',
    },
    sample: 'Envíate un mensaje de prueba',
    design: 'Personalizar la página de seguimiento',
  },
  monitor: {
    intro: 'Mira en un solo mapa a cada {{courier}} que está entregando ahora mismo.',
    points: {
      liveTitle: 'Ubicaciones en vivo',
      liveBody:
        'Cada {{courier}} en entrega aparece en el mapa y se mueve mientras maneja, con la ruta recorrida.',
      listTitle: 'Entregas en curso',
      listBody: 'Quién está entregando, a qué cliente, desde hace cuánto y si ya llegó.',
      branchTitle: 'Por sucursal',
      branchBody: 'Si tienes varias sucursales, muestra una o todas.',
    },
    open: 'Abrir el monitor en vivo',
  },
  reports: {
    intro: 'Todas las entregas, con sus tiempos, distancia y calificación, para revisar cómo va tu equipo.',
    points: {
      filtersTitle: 'Filtros',
      filtersBody:
        'Elige las fechas, una sucursal y un {{courier}}. Los totales y promedios siguen tu elección.',
      sortTitle: 'Orden',
      sortBody: 'Más recientes primero, mayor distancia, mayor duración o mejor calificación.',
      flagsTitle: 'Alertas',
      flagsBody:
        'Una entrega se marca cuando el {{courier}} tardó más de 30 minutos en llegar, cuando duró más de una hora o cuando tocó “Ya llegué” menos de un minuto después de iniciar.',
      csvTitle: 'Exportar a CSV',
      csvBody:
        'Descarga como hoja de cálculo las entregas que filtraste, con las columnas en español o en inglés.',
    },
    open: 'Abrir los reportes',
  },
  feedback: {
    intro:
      'Lo que respondieron tus clientes en la página de seguimiento: la carita que eligieron, qué les gustó o qué salió mal, sus comentarios y sugerencias. Filtra por calificación, sucursal, {{courier}} y fechas.',
    open: 'Leer las opiniones de clientes',
  },
  faq: {
    items: {
      installQ: '¿Mis clientes tienen que instalar algo?',
      installA:
        'No. Reciben un mensaje con un enlace que se abre en el navegador de su teléfono. Tampoco necesitan una cuenta.',
      dataQ: '¿Qué necesita el teléfono del {{courier}}?',
      dataA:
        'Internet (datos móviles o Wi-Fi) para iniciar una entrega, y la ubicación activada. La app usa pocos datos: unos cuantos puntos por minuto.',
      signalQ: '¿Qué pasa si el {{courier}} pierde la señal?',
      signalA:
        'La entrega sigue. La ruta se guarda en el teléfono y se envía cuando vuelve la conexión, así el mapa y los reportes quedan completos.',
      iphoneQ: '¿Funciona en iPhone?',
      iphoneA:
        'Sí, en Safari. Mantén la app abierta en la pantalla durante la entrega: los teléfonos pausan la ubicación de las apps en segundo plano.',
      whatsappQ: '¿Por qué mi cliente recibió un SMS en lugar de WhatsApp?',
      whatsappA:
        'Los números de Estados Unidos reciben un SMS; los de cualquier otro país, WhatsApp. Si tu cliente es de otro país, escribe su número con la clave de país.',
      leftQ: 'Un {{courier}} dejó de trabajar con nosotros. ¿Qué hago?',
      leftA:
        'Desactiva su cuenta en Mis {{couriers}}. Ya no podrá iniciar sesión y sus entregas anteriores se quedan en tus reportes.',
      flagQ: '¿Por qué una entrega tiene una alerta?',
      flagA:
        'El {{courier}} tardó más de 30 minutos en llegar, la entrega duró más de una hora o tocó “Ya llegué” menos de un minuto después de iniciar, lo que suele ser un toque por error.',
      rateQ: '¿Un cliente puede calificar dos veces la misma entrega?',
      rateA:
        'No. Cada entrega se califica una sola vez, así que cada calificación que lees es una entrega real.',
    },
  },
  captions: { login: 'Inicia sesión', start: 'Inicia una entrega', trip: 'En camino' },
  shots: {
    courierRow: 'Pantallas de la app del {{courier}}',
    courierLogin: 'La pantalla de inicio de sesión de la app del {{courier}} en un teléfono',
    courierStart: 'La app del {{courier}} con el teléfono del cliente escrito, lista para iniciar',
    courierTrip:
      'Una entrega en curso en la app del {{courier}}, con los botones Ya llegué y Terminar entrega',
    tracking: 'La página de seguimiento del cliente en un teléfono, con el {{courier}} moviéndose en el mapa',
    monitor: 'El monitor en vivo en una computadora, con {{couriers}} en el mapa',
    reports: 'La página de reportes en una computadora, con filtros, totales y la lista de entregas',
    reviews: 'Las opiniones de clientes en una computadora, con el reparto de calificaciones y las opiniones',
  },
};
