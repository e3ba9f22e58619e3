import { branchDisplayName, FIRST_BRANCH_DEFAULT_NAME } from './accounts';
import { courierWord } from './courier-word';
import type { Language } from './locale';
import type { CsvColumn } from './reports';
import type { MissingTimeLabel, TripFlag } from './trips';
import type { ReviewChoice } from './wire/trips';

/**
 * The words a report prints, in both languages. The server writes them into the CSV; the web
 * app's translations read the same tables, so the file and the screen always agree.
 */
export interface ReportWords {
  columns: Record<CsvColumn, string>;
  missing: Record<MissingTimeLabel, string>;
  ratings: Record<1 | 2 | 3, string>;
  choices: Record<ReviewChoice, string>;
  flags: Record<TripFlag, string>;
  /** What the default first branch, stored as Headquarters, is called in this language. */
  defaultBranch: string;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function reportWords(language: Language, countryIso?: string | null): ReportWords {
  const courier = capitalized(courierWord(language, countryIso).singular);
  if (language === 'spanish') {
    return {
      columns: {
        start_date: 'Fecha',
        branch_name: 'Sucursal',
        delivery_user_full_name: courier,
        trip_start_hour_minute: 'Hora de inicio',
        trip_arrived_time: 'Hora de llegada',
        trip_end_time: 'Hora de fin',
        time_last_update: 'Última ubicación',
        trip_arrived_duration: 'Inicio a llegada',
        trip_end_duration: 'Inicio a fin',
        duration_start_last_update: 'Inicio a última ubicación',
        trip_distance_so_far: 'Distancia (km)',
        customer_phone_number: 'Teléfono del cliente',
        rating: 'Calificación',
        selected: 'Aspectos elegidos',
        remarks: 'Comentarios del cliente',
        delivery_user_notes: `Notas del ${courierWord(language, countryIso).singular}`,
        admin_notes: 'Notas del administrador',
        delivery_photo_url: 'Comprobante de entrega',
        recipient_name: 'Recibió',
        order_reference: 'Referencia del pedido',
      },
      missing: {
        trip_never_registered_arrival: 'Nunca registró llegada',
        trip_not_yet_registered_arrival: 'Aún no registra llegada',
        never_registered_end: 'Nunca registró fin',
        delivery_still_in_progress: 'Entrega en curso',
      },
      ratings: { 1: 'Mala', 2: 'Regular', 3: 'Excelente' },
      defaultBranch: branchDisplayName(FIRST_BRANCH_DEFAULT_NAME, language),
      choices: {
        product: 'Producto',
        tracking_and_notifications: 'Seguimiento y notificaciones',
        service: 'Servicio',
        courier: capitalized(courierWord(language, countryIso).singular),
        delivery_time: 'Tiempo de entrega',
      },
      flags: {
        slow_arrival: 'Más de 30 min para llegar',
        long_delivery: 'Entrega de más de 1 hora',
        suspicious_arrival: 'Menos de 1 min para llegar',
      },
    };
  }
  return {
    columns: {
      start_date: 'Date',
      branch_name: 'Branch',
      delivery_user_full_name: courier,
      trip_start_hour_minute: 'Start time',
      trip_arrived_time: 'Arrival time',
      trip_end_time: 'End time',
      time_last_update: 'Last location',
      trip_arrived_duration: 'Start to arrival',
      trip_end_duration: 'Start to end',
      duration_start_last_update: 'Start to last location',
      trip_distance_so_far: 'Distance (km)',
      customer_phone_number: 'Customer phone',
      rating: 'Rating',
      selected: 'Chosen aspects',
      remarks: 'Customer remarks',
      delivery_user_notes: 'Courier notes',
      admin_notes: 'Admin notes',
      delivery_photo_url: 'Proof of delivery',
      recipient_name: 'Recipient',
      order_reference: 'Order reference',
    },
    missing: {
      trip_never_registered_arrival: 'Arrival never registered',
      trip_not_yet_registered_arrival: 'Arrival not registered yet',
      never_registered_end: 'End never registered',
      delivery_still_in_progress: 'Delivery still in progress',
    },
    ratings: { 1: 'Bad', 2: 'Okay', 3: 'Excellent' },
    defaultBranch: FIRST_BRANCH_DEFAULT_NAME,
    choices: {
      product: 'Product',
      tracking_and_notifications: 'Tracking and notifications',
      service: 'Service',
      courier: 'Courier',
      delivery_time: 'Delivery time',
    },
    flags: {
      slow_arrival: 'Over 30 min to arrive',
      long_delivery: 'Delivery over 1 hour',
      suspicious_arrival: 'Under 1 min to arrive',
    },
  };
}
