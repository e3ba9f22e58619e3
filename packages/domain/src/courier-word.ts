import type { Language } from './locale';

export interface CourierWord {
  singular: string;
  plural: string;
}

const SPANISH_BY_COUNTRY: Record<string, CourierWord> = {
  PE: { singular: 'motorizado', plural: 'motorizados' },
  EC: { singular: 'motorizado', plural: 'motorizados' },
  CR: { singular: 'motorizado', plural: 'motorizados' },
  GT: { singular: 'mensajero', plural: 'mensajeros' },
  CO: { singular: 'domiciliario', plural: 'domiciliarios' },
};

/** SPEC §1: the word for courier depends on language and country. */
export function courierWord(language: Language, countryIso?: string | null): CourierWord {
  if (language === 'english') return { singular: 'courier', plural: 'couriers' };
  const country = countryIso?.toUpperCase() ?? '';
  return SPANISH_BY_COUNTRY[country] ?? { singular: 'repartidor', plural: 'repartidores' };
}
