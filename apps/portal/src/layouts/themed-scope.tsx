import { brandTheme, useBrand } from '@resident/branding';
import { AppProvider } from '@resident/ui';
import type { ReactNode } from 'react';

/**
 * antd in Russian in the brand's theme, for everything drawn with antd. Not at the app's root: it
 * loads with the first layout or page that uses antd, never on /login (design.md §4 budget).
 */
export function ThemedScope({ children }: { children: ReactNode }) {
  const brand = useBrand();
  return <AppProvider theme={brandTheme(brand)}>{children}</AppProvider>;
}
