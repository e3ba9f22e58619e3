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
  rate_limited: {
    english: 'Too many attempts. Wait a few minutes and try again.',
    spanish: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
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
