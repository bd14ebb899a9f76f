import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';
import type { BrandProblem } from './brand-issues.ts';

/** The object schema inside optional and nullable wrappers, or undefined for a leaf. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodObject ? inner : undefined;
}

/** The known name a typo most likely meant: a few letters off, or the same but for case. */
function nearest(key: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = key.toLowerCase();
  const sameButCase = known.find((name) => name.toLowerCase() === lower);
  if (sameButCase) return sameButCase;
  const candidate = closest(key, [...known]);
  // A third of the name may be wrong (colorLnk → colorLink, suportPhone → supportPhone), no more:
  // beyond that the suggestion would be a guess.
  return distance(lower, candidate.toLowerCase()) <= Math.max(2, Math.floor(key.length / 3)) ? candidate : undefined;
}

/**
 * Keys of `json` that `schema` does not know, at any depth, each with the nearest known name: zod
 * drops them silently, so a typo such as `colorLnk` would quietly fall back to the default colour.
 */
export function unknownKeyProblems(schema: z.ZodType, json: unknown, path: readonly string[] = []): BrandProblem[] {
  const object = objectOf(schema);
  if (!object || typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  const shape = object.shape as Record<string, z.ZodType>;
  const known = Object.keys(shape);
  const problems: BrandProblem[] = [];
  for (const [key, value] of Object.entries(json)) {
    const where = [...path, key];
    const field = shape[key];
    if (field) {
      problems.push(...unknownKeyProblems(field, value, where));
      continue;
    }
    const guess = nearest(key, known);
    problems.push({
      path: where.join('.'),
      message: guess
        ? `неизвестное поле ${key} — может быть, ${guess}?`
        : `неизвестное поле ${key}; здесь бывают: ${known.join(', ')}`,
    });
  }
  return problems;
}
