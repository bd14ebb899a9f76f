import { readFileSync, writeFileSync } from 'node:fs';
import { settingsTable } from './settings-table.ts';
import type { Settings } from './setting.ts';

export const BEGIN = '<!-- settings:begin -->';
export const END = '<!-- settings:end -->';

/** What stands between the markers, or an error saying the README lacks them. */
export function readSection(readme: string): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`the README has no ${BEGIN} … ${END} section`);
  return readme.slice(begin + BEGIN.length, end).trim();
}

/** The generated section: a note on where it comes from, then the table. */
export function sectionText(settings: Settings, origin: { schema: string; command: string }): string {
  return `<!-- Generated from ${origin.schema} by \`${origin.command}\`: edit the schema, then run it. -->\n\n${settingsTable(settings)}`;
}

export function replaceSection(readme: string, section: string): string {
  readSection(readme);
  const begin = readme.indexOf(BEGIN) + BEGIN.length;
  return `${readme.slice(0, begin)}\n${section}\n${readme.slice(readme.indexOf(END))}`;
}

/** Rewrites the README's section from the settings; true when it changed. */
export function writeSettingsSection(
  readmePath: string,
  settings: Settings,
  origin: { schema: string; command: string },
): boolean {
  const readme = readFileSync(readmePath, 'utf8');
  const next = replaceSection(readme, sectionText(settings, origin));
  if (next === readme) return false;
  writeFileSync(readmePath, next);
  return true;
}
