import type { Brand } from '@resident/contract';
import data from './default-brand.json' with { type: 'json' };

/** The regional waste operator's brand: used until the operator's brand loads, and when it fails. */
export const defaultBrand: Brand = data;
