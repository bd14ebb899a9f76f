// `pnpm walk`: builds the production portal and walks every guest and resident screen in each brand
// at 390×844 and 1280×800: a full-page screenshot, axe-core WCAG 2.2 AA,
// horizontal overflow, clipped text and console messages per screen. Prints one table per brand and
// writes index.html, a contact sheet of the screenshots, into the output folder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPortal } from '@resident/bench/src/portal/build-portal.ts';
import { contactSheet, type SheetBrand } from './contact-sheet.ts';
import { parseOptions } from './options.ts';
import { findingCount, formatBrand } from './report.ts';
import { walkBrand } from './walk-brand.ts';

// The servers' request warnings would land in the middle of the table; errors still show.
process.env.LOG_LEVEL ??= 'error';

const started = Date.now();
const progress = (text: string) =>
  process.stderr.write(`[walk ${((Date.now() - started) / 1000).toFixed(0)} s] ${text}\n`);

try {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) {
    progress('building the portal (pnpm --filter @resident/portal build)');
    await buildPortal();
  }
  // The output folder is the walk's own: an earlier walk's screenshots of the same brands go.
  mkdirSync(options.out, { recursive: true });
  for (const brand of options.brands) rmSync(path.join(options.out, brand), { recursive: true, force: true });
  const walked: SheetBrand[] = [];
  let findings = 0;
  for (const brand of options.brands) {
    progress(`brand «${brand}»: starting its operator API and the portal`);
    const { results } = await walkBrand(brand, options.viewports, options.out, progress, options.only);
    walked.push({ brand, results });
    findings += findingCount(results);
    process.stdout.write(`${formatBrand(brand, results)}\n\n`);
    // Written after every brand: a walk stopped half-way still leaves what it saw.
    writeFileSync(
      path.join(options.out, 'index.html'),
      contactSheet(walked, `Walk of ${new Date(started).toISOString()}`),
    );
  }
  const sheet = path.join(options.out, 'index.html');
  process.stdout.write(
    `${findings} findings; screenshots and the contact sheet: ${sheet} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(
    `The walk could not finish: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
