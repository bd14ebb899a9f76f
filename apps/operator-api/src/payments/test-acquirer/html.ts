const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** Marks a string as already safe HTML, so `html` templates do not escape it again. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | readonly SafeHtml[] | undefined | false;

function render(part: Part): string {
  if (part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map((item: SafeHtml) => item.value).join('');
  return escapeHtml(String(part));
}

/** A template tag that escapes every interpolated value unless it is SafeHtml: no way to forget. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + (index < parts.length ? render(parts[index]) : ''), ''),
  );
}
