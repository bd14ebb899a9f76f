import type { SettingDoc, Settings } from './setting.ts';

/** A Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** `value` as inline code, with a fence long enough for the backticks inside it. */
function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function defaultText(entry: SettingDoc): string {
  return entry.requiredWith ? `${entry.default}; **required** with ${code(entry.requiredWith)}` : entry.default;
}

/** The README's table of the settings: variable, default, meaning, example. */
export function settingsTable(settings: Settings): string {
  const rows = Object.entries(settings).map(
    ([name, entry]) =>
      `| ${code(name)} | ${cell(defaultText(entry))} | ${cell(entry.meaning)} | ${cell(code(entry.example))} |`,
  );
  return ['| Variable | Default | Meaning | Example |', '|---|---|---|---|', ...rows].join('\n');
}
