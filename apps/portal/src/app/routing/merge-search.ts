/** Joins two query strings; the later one wins for a key both have (spec §4 keeps both routes' queries). */
export function mergeSearch(...searches: string[]): string {
  const merged = new URLSearchParams();
  for (const search of searches) {
    for (const [key, value] of new URLSearchParams(search)) merged.set(key, value);
  }
  const text = merged.toString();
  return text ? `?${text}` : '';
}
