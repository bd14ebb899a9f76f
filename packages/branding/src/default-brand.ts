import type { Brand } from '@resident/contract';
// Named imports, so the bundle takes only what the portal draws: the payee requisites in the same
// file are the operator API's (receipts), not a first-load cost of every page.
import { assets, company, contacts, meta } from './default-brand.json' with { type: 'json' };

/** The regional waste operator's brand: used until the operator's brand loads, and when it fails. */
export const defaultBrand: Brand = { company, meta, assets, contacts };
