import type { Brand } from '@resident/contract';
import { createContext, use, type ReactNode } from 'react';
import { defaultBrand } from '../default-brand.ts';

// Defaults to the default brand so a component rendered alone (a test, a story) still has one.
const BrandContext = createContext<Brand>(defaultBrand);

export interface BrandProviderProps {
  brand: Brand;
  children?: ReactNode;
}

/** Makes the current brand (company names, logos, contacts) available to every component below. */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** The current brand: the operator's once loaded, the default brand before or without it. */
export function useBrand(): Brand {
  return use(BrandContext);
}
