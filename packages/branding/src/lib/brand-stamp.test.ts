import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { brandStamp } from './brand-stamp.ts';

describe('brandStamp', () => {
  it('is the same for the same brand, read twice', () => {
    expect(brandStamp(structuredClone(defaultBrand))).toBe(brandStamp(defaultBrand));
  });

  it('changes with any text of the brand', () => {
    const renamed = { ...defaultBrand, meta: { ...defaultBrand.meta, title: `${defaultBrand.meta.title}.` } };
    const rephoned = {
      ...defaultBrand,
      contacts: { supportEmail: '', ...defaultBrand.contacts, supportPhone: '+7 (800) 000-00-01' },
    };
    expect(new Set([brandStamp(defaultBrand), brandStamp(renamed), brandStamp(rephoned)]).size).toBe(3);
  });
});
