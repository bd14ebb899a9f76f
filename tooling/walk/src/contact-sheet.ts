import type { ScreenResult } from './inspect.ts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The walk's results of one brand, as the contact sheet draws them. */
export interface SheetBrand {
  brand: string;
  results: ReadonlyMap<number, readonly ScreenResult[]>;
}

function cell(brand: string, screen: ScreenResult | undefined, width: number): string {
  if (!screen) return '<td></td>';
  const findings = [
    ...screen.axe.map((f) => `axe: ${f}`),
    ...screen.overflow.map((f) => `overflow: ${f}`),
    ...screen.clipped.map((f) => `clipped: ${f}`),
    ...screen.console.map((f) => `console: ${f}`),
    ...screen.notes,
  ];
  const image = screen.screenshot
    ? `<a href="${escape(`${brand}/${screen.screenshot}`)}"><img loading="lazy" src="${escape(`${brand}/${screen.screenshot}`)}" alt="${escape(`${screen.label} at ${width} px`)}" style="width:${width > 600 ? 320 : 195}px"></a>`
    : '<p>no screenshot</p>';
  const list = findings.length > 0 ? `<ul>${findings.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>` : '';
  return `<td${findings.length > 0 ? ' class="found"' : ''}>${image}${list}</td>`;
}

/**
 * index.html beside the screenshots: per brand, one row per screen with each width's screenshot
 * side by side (a link to the full size) and that screen's findings under it.
 */
export function contactSheet(brands: readonly SheetBrand[], title: string): string {
  const sections = brands.map(({ brand, results }) => {
    const widths = [...results.keys()];
    const labels = [...new Set([...results.values()].flat().map(({ label }) => label))];
    const rows = labels.map((label) => {
      const cells = widths.map((width) =>
        cell(
          brand,
          results.get(width)!.find((screen) => screen.label === label),
          width,
        ),
      );
      return `<tr><th scope="row">${escape(label)}</th>${cells.join('')}</tr>`;
    });
    return `<section><h2>${escape(brand)}</h2><table><thead><tr><th scope="col">screen</th>${widths.map((width) => `<th scope="col">${width} px</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}
td.found{background:#fff4f0}img{display:block;border:1px solid #999}ul{max-width:320px;margin:4px 0;padding-left:16px;font-size:12px}
</style></head><body><h1>${escape(title)}</h1>${sections.join('')}</body></html>\n`;
}
