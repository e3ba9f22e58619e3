import type { monitorEn } from './monitor.en';

/** Spanish texts of the live monitor (/monitor). */
export const monitorEs: typeof monitorEn = {
  title: 'Monitor en vivo',
  subtitle: 'Cada entrega en curso, moviéndose en el mapa en tiempo real.',
  onTheRoad_one: '{{count}} {{courier}} en ruta',
  onTheRoad_other: '{{count}} {{couriers}} en ruta',
  withoutSignal_one: '{{count}} sin señal',
  withoutSignal_other: '{{count}} sin señal',
  branch: 'Sucursal',
  allBranches: 'Todas las sucursales',
  connection: {
    connecting: 'Conectando…',
    live: 'En vivo',
    reconnecting: 'Reconectando…',
  },
  mapLabel: 'Mapa de tus {{couriers}} en ruta',
  listLabel: 'Entregas en curso',
  showEveryone: 'Ver a todos',
  loading: 'Conectando con tus {{couriers}}…',
  status: {
    onTheWay: 'En camino',
    arrived: 'Llegó',
  },
  signal: {
    waiting: 'Esperando GPS',
    live: 'Reportó {{ago}}',
    stale: 'Sin señal · {{ago}}',
  },
  ago: {
    now: 'justo ahora',
    seconds: 'hace {{count}} s',
    minutes: 'hace {{count}} min',
    hours: 'hace {{count}} h',
  },
  facts: {
    elapsed: 'Tiempo desde que empezó la entrega',
    distance: 'Distancia recorrida',
    customer: 'Teléfono del cliente',
  },
  focus: 'Ver a {{name}} en el mapa',
  trackingPage: 'Ver seguimiento',
  trackingPageLabel: 'Ver seguimiento de {{name}} (se abre en una pestaña nueva)',
  staleNote: 'Gris y punteado: sin reporte de GPS desde hace más de 2 minutos.',
  empty: {
    title: 'No hay entregas en curso',
    body: 'Cuando uno de tus {{couriers}} empiece una entrega en la app del {{courier}}, aparecerá aquí y se moverá en el mapa en tiempo real. No hace falta recargar.',
    team: 'Mis {{couriers}}',
    courierApp: 'Abrir la app del {{courier}}',
  },
  emptyBranch: {
    title: 'No hay entregas en curso en {{branch}}',
    body: 'Tus otras sucursales pueden tener {{couriers}} en ruta.',
    showAll: 'Ver todas las sucursales',
  },
  error: {
    title: 'No pudimos abrir el monitor en vivo',
    body: 'Tus entregas están a salvo; solo esta pantalla no pudo conectarse.',
  },
  noBusiness: 'No encontramos tu negocio. Cierra sesión y vuelve a entrar.',
};
