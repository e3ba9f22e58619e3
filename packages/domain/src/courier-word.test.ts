import { describe, expect, it } from 'vitest';
import { courierWord } from './courier-word';

describe('courierWord', () => {
  it.each([
    ['english', 'MX', 'courier', 'couriers'],
    ['english', 'PE', 'courier', 'couriers'],
    ['spanish', 'MX', 'repartidor', 'repartidores'],
    ['spanish', 'US', 'repartidor', 'repartidores'],
    ['spanish', undefined, 'repartidor', 'repartidores'],
    ['spanish', 'PE', 'motorizado', 'motorizados'],
    ['spanish', 'EC', 'motorizado', 'motorizados'],
    ['spanish', 'CR', 'motorizado', 'motorizados'],
    ['spanish', 'gt', 'mensajero', 'mensajeros'],
    ['spanish', 'CO', 'domiciliario', 'domiciliarios'],
  ] as const)('in %s for %s is %s/%s', (language, country, singular, plural) => {
    expect(courierWord(language, country)).toEqual({ singular, plural });
  });
});
