// index.html of the build, filled per brand: the head the browser's startup would write (spec §4:
// title, description, keywords, icon) and the brand's colours, written before the first paint
// instead of after the scripts, and the page itself when it is prerendered (a resident page: its
// signed-in frame).

import type { BrandHead } from '../../src/prerender/prerender-types.ts';
import { EARLY_TAPS_TAG } from './early-taps.ts';

export type ShellParts = {
  head?: BrandHead;
  /** The prerendered page and the stamp of the brand it was drawn in. */
  page?: { body: string; stamp: string };
  /** The signed-in frame of a resident page: shown until the scripts draw the page, never hydrated. */
  frame?: { body: string };
};

const ICON_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Only characters a CSS value of a brand needs: a broken brand file cannot close the style tag. */
const cssValue = (value: string) => value.replace(/[<>{};\\]/g, '');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}: the build and the prerender disagree`);
  return html.replace(pattern, () => replacement);
}

/**
 * The build's index.html with its stylesheet (the boot CSS, a few kB: the plain kit's variables
 * and the page background) put inline, so the first paint waits for no second request.
 */
export function inlineBootCss(html: string, readAsset: (href: string) => string): string {
  const link = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(html);
  return link ? html.replace(link[0], () => `<style>${readAsset(link[1]!)}</style>`) : html;
}

export function fillShell(template: string, { head, page, frame }: ShellParts): string {
  let html = template;
  if (head) {
    const iconType = ICON_TYPES[/\.([a-z0-9]+)(?:[?#].*)?$/i.exec(head.favicon)?.[1]?.toLowerCase() ?? ''];
    const variables = Object.entries(head.themeVariables)
      .map(([name, value]) => `${name}:${cssValue(value)}`)
      .join(';');
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />\n    <meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
    );
    html = replaceOnce(
      html,
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      `<meta name="theme-color" content="${escapeHtml(head.themeColor)}" />`,
    );
    html = replaceOnce(
      html,
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeHtml(head.favicon)}"${iconType ? ` type="${iconType}"` : ''} />`,
    );
    if (variables) html = replaceOnce(html, /<\/head>/, `<style>:root{${variables}}</style>\n  </head>`);
  }
  if (page) {
    const { hints, rest } = splitHints(page.body);
    html = hoistHints(catchEarlyTaps(html), hints);
    html = replaceOnce(
      html,
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered="${escapeHtml(page.stamp)}">${rest}</div>`,
    );
    html = scriptsAfterLoad(html);
  } else if (frame) {
    // No data-prerendered: the browser draws the page over the frame instead of hydrating it, and
    // its scripts keep their priority, as they draw the page the resident came for.
    const { hints, rest } = splitHints(frame.body);
    html = hoistHints(catchEarlyTaps(html), hints);
    html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-frame="main">${rest}</div>`);
  }
  return html;
}

/**
 * A drawn page can be tapped before its code has run: the inline script keeps those taps for the
 * code (early-taps.ts). At the top of the head (after the image hints), so it is there before
 * anything is drawn.
 */
function catchEarlyTaps(html: string): string {
  return replaceOnce(html, /<head>/, `<head>\n    ${EARLY_TAPS_TAG}`);
}

/** React puts the resource hints of what it drew (the logo's preload) first in its output. */
function splitHints(body: string): { hints: string; rest: string } {
  const hints = /^(?:<link rel="preload"[^>]*\/>)*/.exec(body)![0];
  return { hints, rest: body.slice(hints.length) };
}

/** The hints go first in the head, before the scripts: the logo is asked for first. */
function hoistHints(html: string, hints: string): string {
  return replaceOnce(
    html,
    /<head>/,
    `<head>\n    ${hints.replaceAll(/ as="image"/g, ' as="image" fetchpriority="high"')}`,
  );
}

/**
 * On a prerendered page the scripts only make what is already shown work: they load after the
 * page's own resources (public/after-load.js), so on a slow line the logo and the first paint do
 * not share it with them. Nothing is lost meanwhile: fields keep what is typed and submit buttons
 * wait (src/prerender).
 */
function scriptsAfterLoad(html: string): string {
  const entries: string[] = [];
  const kept = html
    .replaceAll(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replaceAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    });
  return replaceOnce(
    kept,
    /<\/head>/,
    `<script type="module" fetchpriority="low" src="/after-load.js" data-after-load="${entries.join(' ')}"></script>\n  </head>`,
  );
}
