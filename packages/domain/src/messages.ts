import type { Language } from './locale';

type Bilingual = Record<Language, string>;

/**
 * Codes a bad field can carry. Zod schemas use the code as their issue message; the server
 * answers with the English text and the web app shows the text of the user's language.
 */
export const FIELD_MESSAGES = {
  required: { english: 'This field is required.', spanish: 'Este campo es obligatorio.' },
  invalid_value: { english: 'This value is not valid.', spanish: 'Este valor no es válido.' },
  invalid_email: {
    english: 'Enter a valid email address.',
    spanish: 'Escribe un correo electrónico válido.',
  },
  email_taken: {
    english: 'An account with this email already exists.',
    spanish: 'Ya existe una cuenta con este correo.',
  },
  password_too_short: {
    english: 'The password must have at least 8 characters.',
    spanish: 'La contraseña debe tener al menos 8 caracteres.',
  },
  password_has_spaces: {
    english: 'The password cannot contain spaces.',
    spanish: 'La contraseña no puede tener espacios.',
  },
  passwords_do_not_match: {
    english: 'The passwords do not match.',
    spanish: 'Las contraseñas no coinciden.',
  },
  invalid_phone: {
    english: 'Enter a valid cell phone number.',
    spanish: 'Escribe un número de celular válido.',
  },
  invalid_country: {
    english: 'Choose one of the offered countries.',
    spanish: 'Elige uno de los países disponibles.',
  },
  invalid_vehicle_type: {
    english: 'Choose motorcycle, truck/van or bicycle.',
    spanish: 'Elige moto, camioneta o bicicleta.',
  },
  invalid_language: { english: 'Choose English or Spanish.', spanish: 'Elige inglés o español.' },
  invalid_whole_number: {
    english: 'Enter a whole number from 0 to 100000.',
    spanish: 'Escribe un número entero de 0 a 100000.',
  },
  too_long: { english: 'This text is too long.', spanish: 'Este texto es demasiado largo.' },
  webhook_url_invalid: {
    english: 'Enter a full http:// or https:// address, without a user name or password.',
    spanish: 'Escribe una dirección http:// o https:// completa, sin usuario ni contraseña.',
  },
  webhook_url_private: {
    english: 'This address points inside a private network. Use a public address.',
    spanish: 'Esta dirección apunta a una red privada. Usa una dirección pública.',
  },
  webhook_url_unresolved: {
    english: 'This address does not resolve. Check the domain name.',
    spanish: 'Esta dirección no existe. Revisa el nombre de dominio.',
  },
  too_many_events: {
    english: 'Send at most 50 events at once.',
    spanish: 'Envía como máximo 50 eventos a la vez.',
  },
  invalid_pack_size: {
    english: 'Enter a whole number of deliveries from 1 to 100000.',
    spanish: 'Escribe un número entero de entregas de 1 a 100000.',
  },
  invalid_card_number: {
    english: 'Enter the 13 to 19 digits of a valid card number.',
    spanish: 'Escribe los 13 a 19 dígitos de un número de tarjeta válido.',
  },
  invalid_card_expiry: {
    english: 'Enter the month (1 to 12) and year the card expires.',
    spanish: 'Escribe el mes (1 a 12) y el año en que vence la tarjeta.',
  },
  invalid_cvc: {
    english: 'Enter the 3 or 4 digit security code.',
    spanish: 'Escribe el código de seguridad de 3 o 4 dígitos.',
  },
  invalid_plan: {
    english: 'Choose the WhatsApp plan or the SMS plan.',
    spanish: 'Elige el plan de WhatsApp o el plan de SMS.',
  },
  branch_names_required: {
    english: 'Add at least one branch.',
    spanish: 'Agrega al menos una sucursal.',
  },
  too_many_branches: {
    english: 'A business can have at most 50 branches.',
    spanish: 'Un negocio puede tener como máximo 50 sucursales.',
  },
  duplicate_branch_names: {
    english: 'Each branch needs a different name.',
    spanish: 'Cada sucursal necesita un nombre distinto.',
  },
  branches_not_editable: {
    english: 'Contact us to change your branches.',
    spanish: 'Contáctanos para cambiar tus sucursales.',
  },
  onboarding_step_mismatch: {
    english: 'This is not your current onboarding step.',
    spanish: 'Este no es tu paso actual de configuración.',
  },
  username_too_short: {
    english: 'The username must have at least 3 characters.',
    spanish: 'El usuario debe tener al menos 3 caracteres.',
  },
  username_invalid: {
    english: 'Use only letters, numbers, dots, dashes and underscores, without spaces.',
    spanish: 'Usa solo letras, números, puntos, guiones y guiones bajos, sin espacios.',
  },
  username_taken: {
    english: 'This username is already in use.',
    spanish: 'Este usuario ya está en uso.',
  },
  courier_inactive: {
    english: 'This courier is inactive. Choose an active one.',
    spanish: 'Este repartidor está inactivo. Elige uno activo.',
  },
  branch_not_of_courier: {
    english: "This is not the courier's branch. Leave it out or send the courier's.",
    spanish: 'Esta no es la sucursal del repartidor. Omítela o envía la del repartidor.',
  },
  invalid_branch: { english: 'Choose one of your branches.', spanish: 'Elige una de tus sucursales.' },
  invalid_latitude: {
    english: 'The latitude must be between -90 and 90.',
    spanish: 'La latitud debe estar entre -90 y 90.',
  },
  invalid_longitude: {
    english: 'The longitude must be between -180 and 180.',
    spanish: 'La longitud debe estar entre -180 y 180.',
  },
  invalid_timestamp: {
    english: 'The time must be a unix time in seconds, not in the future.',
    spanish: 'La hora debe ser un tiempo unix en segundos, no en el futuro.',
  },
  points_required: { english: 'Send at least one point.', spanish: 'Envía al menos un punto.' },
  too_many_points: {
    english: 'Send at most 500 points at a time.',
    spanish: 'Envía como máximo 500 puntos a la vez.',
  },
  invalid_rating: {
    english: 'Choose a rating from 1 to 3.',
    spanish: 'Elige una calificación del 1 al 3.',
  },
  invalid_choice: {
    english: 'Choose among product, tracking and notifications, service, courier and delivery time.',
    spanish: 'Elige entre producto, seguimiento y notificaciones, servicio, repartidor y tiempo de entrega.',
  },
  invalid_scope: {
    english: 'Choose read, write or both.',
    spanish: 'Elige lectura, escritura o ambas.',
  },
  invalid_color: {
    english: 'Use a colour like #0b5d56.',
    spanish: 'Usa un color como #0b5d56.',
  },
  logo_too_large: {
    english: 'The logo must be at most 2 MB.',
    spanish: 'El logo debe pesar como máximo 2 MB.',
  },
  logo_bad_type: {
    english: 'The logo must be a PNG, JPEG, WebP or SVG image.',
    spanish: 'El logo debe ser una imagen PNG, JPEG, WebP o SVG.',
  },
  logo_too_many_pixels: {
    english: 'The logo must be at most 4,096 pixels wide and 4,096 pixels high.',
    spanish: 'El logo debe medir como máximo 4,096 píxeles de ancho y 4,096 de alto.',
  },
  invalid_form: {
    english: 'The form could not be read: send it as multipart/form-data with its boundary.',
    spanish: 'No se pudo leer el formulario: envíalo como multipart/form-data con su límite (boundary).',
  },
  invalid_image: {
    english: 'The photo must be a JPEG or WebP image.',
    spanish: 'La foto debe ser una imagen JPEG o WebP.',
  },
  too_large: {
    english: 'The photo must be at most 2 MB.',
    spanish: 'La foto debe pesar como máximo 2 MB.',
  },
  invalid_date: {
    english: 'Enter a real date as YYYY-MM-DD.',
    spanish: 'Escribe una fecha real como AAAA-MM-DD.',
  },
  end_before_start: {
    english: 'The end date must not be before the start date.',
    spanish: 'La fecha final no puede ser anterior a la inicial.',
  },
  invalid_time_zone: {
    english: 'Use a time zone name such as America/Mexico_City.',
    spanish: 'Usa un nombre de zona horaria como America/Mexico_City.',
  },
  invalid_sort: {
    english: 'Sort by date_creation, distance_start_last_update, duration_start_last_update or rating.',
    spanish: 'Ordena por date_creation, distance_start_last_update, duration_start_last_update o rating.',
  },
  invalid_characters: {
    english: 'This text contains characters that are not allowed.',
    spanish: 'Este texto contiene caracteres no permitidos.',
  },
  invalid_channel: {
    english: 'Choose SMS or WhatsApp.',
    spanish: 'Elige SMS o WhatsApp.',
  },
  current_password_wrong: {
    english: 'This is not your current password.',
    spanish: 'Esta no es tu contraseña actual.',
  },
  password_unchanged: {
    english: 'Choose a password different from the current one.',
    spanish: 'Elige una contraseña distinta de la actual.',
  },
  unknown_field: {
    english: 'This field is not accepted here.',
    spanish: 'Este campo no se acepta aquí.',
  },
} satisfies Record<string, Bilingual>;
export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/** Errors of whole requests (SPEC §8 wording where the spec gives it). */
export const ERROR_MESSAGES = {
  invalid_input: {
    english: 'Some fields are not valid.',
    spanish: 'Algunos campos no son válidos.',
  },
  invalid_credentials: {
    english: 'Incorrect username or password',
    spanish: 'Usuario o contraseña incorrectos',
  },
  email_taken: {
    english: 'An account with this email already exists.',
    spanish: 'Ya existe una cuenta con este correo.',
  },
  reset_link_invalid: {
    english: 'This password reset link has expired, was already used or is wrong. Ask for a new one.',
    spanish: 'Este enlace para restablecer la contraseña expiró, ya se usó o es incorrecto. Pide uno nuevo.',
  },
  unauthorized: {
    english: 'Your session has ended. Log in again.',
    spanish: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  },
  forbidden: {
    english: 'You are not allowed to do this.',
    spanish: 'No tienes permiso para hacer esto.',
  },
  not_found: { english: 'Not found.', spanish: 'No encontrado.' },
  card_insufficient_funds: {
    english: 'Your card has insufficient funds.',
    spanish: 'Tu tarjeta no tiene fondos suficientes.',
  },
  card_declined: {
    english: 'Your card was declined, please try using another one.',
    spanish: 'Tu tarjeta fue rechazada, por favor intenta con otra.',
  },
  card_required: {
    english: 'Add a card before choosing a plan.',
    spanish: 'Agrega una tarjeta antes de elegir un plan.',
  },
  card_in_use: {
    english:
      'This is the card your subscription is charged to. Add another card and make it the default first.',
    spanish:
      'Con esta tarjeta se cobra tu suscripción. Primero agrega otra tarjeta y márcala como principal.',
  },
  price_changed: {
    english: 'The price of the plan changed. Check the new price and confirm again.',
    spanish: 'El precio del plan cambió. Revisa el nuevo precio y confirma de nuevo.',
  },
  subscription_exists: {
    english: 'This business already has a subscription.',
    spanish: 'Este negocio ya tiene una suscripción.',
  },
  exchange_rate_unavailable: {
    english: 'There is no exchange rate for these currencies yet.',
    spanish: 'Aún no hay tipo de cambio para estas monedas.',
  },
  prepaid_exists: {
    english: 'This business already has prepaid deliveries. Top them up on Prepago.',
    spanish: 'Este negocio ya tiene entregas prepagadas. Recárgalas en Prepago.',
  },
  no_prepaid: {
    english: 'This business has no prepaid deliveries yet. Create its prepaid subscription first.',
    spanish: 'Este negocio aún no tiene entregas prepagadas. Crea primero su suscripción prepagada.',
  },
  amount_changed: {
    english: 'The price of the pack changed. Check the new amount and confirm again.',
    spanish: 'El precio del paquete cambió. Revisa el nuevo monto y confirma de nuevo.',
  },
  paypal_trial_cannot_end: {
    english: 'A PayPal subscription cannot end its free week early: PayPal charges it when the week is over.',
    spanish:
      'Una suscripción de PayPal no puede terminar antes su semana gratis: PayPal la cobra cuando termina la semana.',
  },
  paypal_unavailable: {
    english: 'PayPal is not available on this deployment. Pay with a card instead.',
    spanish: 'PayPal no está disponible en esta instalación. Paga con tarjeta.',
  },
  paypal_not_approved: {
    english: 'PayPal has not approved this subscription. Start it again and approve it on PayPal.',
    spanish: 'PayPal no ha aprobado esta suscripción. Iníciala de nuevo y apruébala en PayPal.',
  },
  no_subscription: {
    english: 'This business has no subscription yet.',
    spanish: 'Este negocio aún no tiene suscripción.',
  },
  nothing_to_pay: {
    english: 'There is nothing to pay right now.',
    spanish: 'No hay nada que pagar por ahora.',
  },
  subscription_inactive: {
    english:
      'Your business cannot start new deliveries: its subscription needs attention. Ask your administrator.',
    spanish:
      'Tu negocio no puede iniciar entregas nuevas: su suscripción necesita atención. Avisa a tu administrador.',
  },
  webhook_signature_invalid: {
    english: 'The webhook signature is not valid.',
    spanish: 'La firma del webhook no es válida.',
  },
  payments_unavailable: {
    english: 'The payment service did not answer. Try again in a moment.',
    spanish: 'El servicio de pagos no respondió. Inténtalo de nuevo en un momento.',
  },
  username_taken: {
    english: 'This username is already in use.',
    spanish: 'Este usuario ya está en uso.',
  },
  courier_inactive: {
    english: 'This courier account is inactive. Ask your administrator to activate it.',
    spanish: 'Esta cuenta está inactiva. Pide a tu administrador que la active.',
  },
  invalid_phone: {
    english: 'Enter a valid phone number.',
    spanish: 'Escribe un número de teléfono válido.',
  },
  trip_not_found: {
    english: 'No delivery was found with that ID.',
    spanish: 'No se encontró ninguna entrega con ese ID.',
  },
  trip_ended: {
    english: 'This delivery has already ended.',
    spanish: 'Esta entrega ya terminó.',
  },
  photo_too_late: {
    english: 'This delivery ended more than 24 hours ago; its photo can no longer be added.',
    spanish: 'Esta entrega terminó hace más de 24 horas; ya no se puede agregar su foto.',
  },
  open_trip_exists: {
    english: 'You have a delivery under way. End it, or keep it, before starting another.',
    spanish: 'Tienes una entrega en curso. Termínala o consérvala antes de iniciar otra.',
  },
  trip_already_arrived: {
    english: 'The arrival of this delivery was already registered.',
    spanish: 'La llegada de esta entrega ya se registró.',
  },
  trip_not_ended: {
    english: 'You can rate your delivery once it has ended.',
    spanish: 'Podrás calificar tu entrega cuando haya terminado.',
  },
  already_reviewed: {
    english: 'You can only rate your delivery once per delivery.',
    spanish: 'Solo puedes calificar tu entrega una vez por entrega.',
  },
  branch_not_found: { english: 'That branch was not found.', spanish: 'No se encontró esa sucursal.' },
  courier_not_found: { english: 'That courier was not found.', spanish: 'No se encontró ese repartidor.' },
  onboarding_step_needs_action: {
    english: 'This step completes by itself when you do it.',
    spanish: 'Este paso se completa solo cuando lo haces.',
  },
  rate_limited: {
    english: 'Too many attempts. Wait a few minutes and try again.',
    spanish: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  },
  too_many_invitations: {
    english: 'Too many invitations in the last hour. Try again later.',
    spanish: 'Demasiadas invitaciones en la última hora. Inténtalo más tarde.',
  },
  too_many_streams: {
    english: 'Too many live views are open. Close some and try again.',
    spanish: 'Hay demasiadas vistas en vivo abiertas. Cierra algunas e inténtalo de nuevo.',
  },
  wrong_process: {
    english:
      'This server process does not serve this address: the proxy in front of it sent the request to the wrong kind of process.',
    spanish:
      'Este proceso del servidor no atiende esta dirección: el proxy que está delante envió la solicitud al tipo de proceso equivocado.',
  },
  request_timeout: {
    english: 'The request took too long to arrive. Check your connection and try again.',
    spanish: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  },
  request_malformed: {
    english: 'The request could not be read.',
    spanish: 'No se pudo leer la solicitud.',
  },
  api_key_invalid: {
    english: 'This API key does not exist or was revoked.',
    spanish: 'Esta clave de API no existe o fue revocada.',
  },
  api_key_not_allowed: {
    english: 'API keys cannot be used here. Sign in to the dashboard instead.',
    spanish: 'Las claves de API no sirven aquí. Inicia sesión en el panel.',
  },
  api_key_scope: {
    english: 'This API key does not have the scope this request needs.',
    spanish: 'Esta clave de API no tiene el permiso que esta solicitud necesita.',
  },
  api_key_not_found: {
    english: 'That API key was not found. It may have been revoked.',
    spanish: 'No se encontró esa clave de API. Puede que la hayan revocado.',
  },
  too_many_api_keys: {
    english: 'Your business already has 20 active API keys. Revoke one you no longer use first.',
    spanish: 'Tu negocio ya tiene 20 claves de API activas. Primero revoca una que ya no uses.',
  },
  idempotency_key_reused: {
    english: 'This Idempotency-Key was already used with a different request.',
    spanish: 'Esta Idempotency-Key ya se usó con una solicitud distinta.',
  },
  delivery_not_found: { english: 'That delivery was not found.', spanish: 'No se encontró esa entrega.' },
  delivery_already_started: {
    english: 'This delivery was already started and can no longer be cancelled.',
    spanish: 'Esta entrega ya se inició y ya no se puede cancelar.',
  },
  delivery_taken: {
    english: 'Someone else started this delivery, or it was cancelled.',
    spanish: 'Otra persona inició esta entrega, o se canceló.',
  },
  webhook_endpoint_not_found: {
    english: 'This webhook endpoint does not exist.',
    spanish: 'Este endpoint de webhook no existe.',
  },
  webhook_delivery_not_found: {
    english: 'This webhook delivery does not exist.',
    spanish: 'Este envío de webhook no existe.',
  },
  webhook_url_private: {
    english: 'Webhooks cannot be sent to private or local network addresses.',
    spanish: 'Los webhooks no se pueden enviar a direcciones de redes privadas o locales.',
  },
  database_unavailable: {
    english: 'The service is briefly unavailable. Try again in a few seconds.',
    spanish: 'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
  },
  server_busy: {
    english: 'The service is busy right now. Try again in a few seconds.',
    spanish: 'El servicio está ocupado en este momento. Inténtalo de nuevo en unos segundos.',
  },
  internal_error: {
    english: 'Something went wrong on our side. Try again in a moment.',
    spanish: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento.',
  },
  network_error: {
    english: 'We could not reach the server. Check your connection and try again.',
    spanish: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
} satisfies Record<string, Bilingual>;
export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function fieldMessage(code: string, language: Language): string {
  const entry = (FIELD_MESSAGES as Record<string, Bilingual>)[code] ?? FIELD_MESSAGES.invalid_value;
  return entry[language];
}

export function errorMessage(code: string, language: Language): string {
  const entry = (ERROR_MESSAGES as Record<string, Bilingual>)[code] ?? ERROR_MESSAGES.internal_error;
  return entry[language];
}
