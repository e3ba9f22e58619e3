import { reportWords } from '@rutaviva/domain';
import { ratingWords } from './rating-words';
import type { reviewsEn } from './reviews.en';

/** Las palabras del CSV (report-words del dominio), para que la pantalla y el archivo coincidan. */
const words = reportWords('spanish');

/** Textos en español de la pantalla de opiniones de clientes (/reviews). */
export const reviewsEs: typeof reviewsEn = {
  title: 'Opiniones de clientes',
  subtitle:
    'Lo que dijeron tus clientes después de cada entrega, de la más reciente a la más antigua. Solo tu negocio lo ve.',
  ratings: ratingWords(words),
  /** La opción del repartidor usa la palabra del negocio para repartidor. */
  choices: { ...words.choices, courier: '{{courierTitle}}' },
  summary: {
    title: 'Calificaciones',
    total_one: '{{count}} opinión',
    total_other: '{{count}} opiniones',
    share: '{{rating}}: {{count}} ({{percent}}%)',
    scopeAll: 'Todas tus opiniones hasta hoy',
    scopeFiltered: 'Para la sucursal, el {{courier}} y las fechas elegidas',
  },
  filters: {
    title: 'Filtros',
    rating: 'Calificación',
    allRatings: 'Todas',
    branch: 'Sucursal',
    allBranches: 'Todas las sucursales',
    courier: '{{courierTitle}}',
    allCouriers: 'Todos los {{couriers}}',
    inactiveCourier: '{{name}} (inactivo)',
    period: 'Periodo',
    from: 'Desde',
    to: 'Hasta',
    presets: { last7: 'Últimos 7 días', last30: 'Últimos 30 días', all: 'Todo el tiempo' },
    clear: 'Quitar filtros',
  },
  card: {
    liked: 'Le gustó',
    wentWrong: 'Salió mal',
    remarks: 'Comentarios',
    improvement: 'Sugerencia de mejora',
    noText: 'Sin comentario escrito.',
    deliveredBy: '{{courierTitle}}',
    branch: 'Sucursal',
    reviewedAt: 'Calificada',
    deliveryStarted: 'Entrega iniciada el {{date}} a las {{time}}',
    openTracking: 'Página de seguimiento',
    openTrackingLabel: 'Abrir la página de seguimiento de esta entrega en una pestaña nueva',
  },
  list: {
    showing: 'Mostrando {{shown}} de {{total}}',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando…',
    loadFailed: 'No pudimos cargar las opiniones de tus clientes.',
    loadMoreFailed: 'No pudimos cargar más opiniones.',
    updating: 'Actualizando…',
  },
  empty: {
    title: 'Todavía no hay opiniones',
    body: 'Cuando termina una entrega, la página de seguimiento le pide a tu cliente que la califique con una carita y, si quiere, unas palabras. Sus respuestas aparecen aquí y solo tú puedes verlas.',
    sample: 'Envíate un mensaje de prueba',
    tracking: 'Mira lo que ve tu cliente',
  },
  noMatch: {
    title: 'Ninguna opinión coincide con estos filtros',
    body: 'Prueba otro periodo, sucursal o {{courier}}, o quita los filtros.',
  },
};
