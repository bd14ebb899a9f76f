// The contract between the prerender's server bundle (render-page.tsx) and the static server that
// loads it (server/prerender): plain types, so the server's scripts check without JSX.
import type { Brand } from '@resident/contract';

export type PrerenderedPage = {
  /** What goes inside #root. */
  body: string;
  /** Marks #root as drawn for this brand; the browser hydrates only with the same brand. */
  stamp: string;
};

export type BrandHead = {
  title: string;
  description: string;
  keywords: string;
  favicon: string;
  /** The browser's toolbar colour on phones: the brand's primary. */
  themeColor: string;
  /** The brand's colours, corners and font for the plain components (applyPlainTheme's values). */
  themeVariables: Record<string, string>;
};

/** What dist-server/render-page.js exports. */
export type Renderer = {
  readBrand(input: unknown): Brand;
  brandHead(brand: Brand): BrandHead;
  renderPage(url: string, brand: Brand, config: Record<string, string>): Promise<PrerenderedPage>;
  /** The document's title on the page at `pathname`: «<route title> — <brand>». */
  pageTitle(pathname: string, brand: Brand): string;
  /** The route pattern of a resident page drawn in the main layout, whose frame is drawn. */
  framePatternOf(pathname: string): string | undefined;
  /**
   * The menu items a request's `Cookie` header names for the frame's navigation (validated against
   * the manifests, normalised: a cache key), or undefined.
   */
  frameNavOf(cookieHeader: string | undefined): string | undefined;
  /** The signed-in frame of that page: drawn over by the browser, never hydrated; `nav`: frameNavOf's. */
  renderFrame(pathname: string, brand: Brand, nav?: string): Promise<{ body: string }>;
};
