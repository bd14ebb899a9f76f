/**
 * Query parameters as URLSearchParams with a repeated key per array item (`a=1&a=2`), the form
 * the v3 list endpoints read; undefined and null are left out.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return search.toString();
}
