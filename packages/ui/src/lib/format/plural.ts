// CLDR's Russian plural rules, as the runtime knows them: no hand-written «% 10» tables. Built on
// first use, so importing the module costs nothing.
let rules: Intl.PluralRules | undefined;

/** The three Russian forms of a counted word: «1 день», «3 дня», «5 дней». */
export type PluralForms = { one: string; few: string; many: string };

/**
 * The word's form for `count` (integers: 1 → one, 2–4 → few, 0 and 5–20 → many, 21 → one …).
 * CLDR's `other` (fractions) reads as `few` in Russian: «1,5 дня».
 */
export function pluralForm(count: number, forms: PluralForms): string {
  rules ??= new Intl.PluralRules('ru-RU');
  return (forms as Partial<Record<Intl.LDMLPluralRule, string>>)[rules.select(count)] ?? forms.few;
}

/** '5 дней': the count and its word. */
export function countText(count: number, forms: PluralForms): string {
  return `${count} ${pluralForm(count, forms)}`;
}
