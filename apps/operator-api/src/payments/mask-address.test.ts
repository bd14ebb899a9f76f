import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask-address.ts';

describe('maskAddress', () => {
  it.each([
    ['Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5', 'Тверская обл., г. Тверь, ул. С******, д. **, кв. **'],
    ['Тверская обл., г. Торжок, ул. Дзержинского, д. 15', 'Тверская обл., г. Торжок, ул. Д******, д. **'],
    [
      'Московская область, г. Химки, пр-т Мира, дом 7, корп. 2, квартира 120',
      'Московская область, г. Химки, пр-т М******, дом **, корп. **, квартира **',
    ],
    ['г. Тверь, Пролетарская наб., д. 3', 'г. Тверь, П******, д. **'],
  ])('%s → %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });

  it('never shows the street name, the house or the flat number', () => {
    const masked = maskAddress('Тверская обл., г. Вышний Волочёк, ул. Урицкого, д. 22, кв. 9');
    for (const hidden of ['Урицкого', '22', '9']) expect(masked).not.toContain(hidden);
  });
});
