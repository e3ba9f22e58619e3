import { describe, expect, it } from 'vitest';
import { COURIER_COLORS, courierColors, initialsOf } from './courier-look';

describe('courierColors', () => {
  it('gives every courier on screen a different colour while colours last', () => {
    const ids = Array.from({ length: COURIER_COLORS.length }, (_, index) => `courier-${index}`);
    expect(new Set(courierColors(ids).values()).size).toBe(COURIER_COLORS.length);
  });

  it('keeps the colour of a courier already on screen when another one appears first in line', () => {
    const before = courierColors(['courier-a']);
    expect(courierColors(['courier-b', 'courier-a'], before).get('courier-a')).toBe(before.get('courier-a'));
  });

  it('keeps every colour when a courier leaves and frees theirs', () => {
    const before = courierColors(['courier-a', 'courier-b']);
    expect(courierColors(['courier-b'], before).get('courier-b')).toBe(before.get('courier-b'));
  });

  it('gives a courier the same colour on every visit when it is free', () => {
    expect(courierColors(['courier-a']).get('courier-a')).toBe(courierColors(['courier-a']).get('courier-a'));
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the name and of the last name', () => {
    expect(initialsOf({ firstName: 'sofía', lastName: 'Ramírez' })).toBe('SR');
  });

  it('takes two letters of a single name', () => {
    expect(initialsOf({ firstName: 'Luis', lastName: '' })).toBe('LU');
  });
});
