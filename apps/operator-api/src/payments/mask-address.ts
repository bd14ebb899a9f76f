/** Parts that name a region or a settlement: shown as they are, they identify nobody. */
const AREA =
  /^(.+\s)?(обл\.|область|край|респ\.|республика|АО|р-н|район)(\s.+)?$|^(г\.|пос\.|п\.|с\.|д\.\s?[А-ЯЁ]|пгт|рп|ст-ца|дер\.)\s/i;
/** Parts that pin down the home: house, building, flat. Their numbers are hidden completely. */
const HOME = /^(д\.|дом|корп\.|к\.|стр\.|кв\.|квартира|пом\.|оф\.)\s*\S+/i;
/** A fixed number of stars, so the mask does not tell the length of what it hides. */
const STARS = '******';

function maskPart(part: string): string {
  const home = HOME.exec(part);
  if (home?.[1]) return `${home[1]} **`;
  // 'ул. Советская' → 'ул. С******': the kind of street and its first letter.
  const street = /^(ул\.|улица|пр-т|просп\.|пр\.|пер\.|б-р|бул\.|ш\.|наб\.|пл\.|проезд|мкр\.|тракт|аллея)\s+(\S)/i.exec(
    part,
  );
  if (street?.[1] && street[2]) return `${street[1]} ${street[2]}${STARS}`;
  return `${part.charAt(0)}${STARS}`;
}

/**
 * What a guest who typed an account number may see of its address (design.md §5): the region and
 * the town, the kind of street and its first letter, never the street, house or flat.
 * 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5' → 'Тверская обл., г. Тверь, ул. С******, д. **, кв. **'.
 */
export function maskAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part) => (AREA.test(part) && !HOME.test(part) ? part : maskPart(part))).join(', ');
}
