import { isDeepStrictEqual } from 'node:util';
import type { JsonSchema, OpenApiDocument } from './openapi-types.ts';

const SCHEMA_REF = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

/** Replaces every `$ref` in a JSON value by what `rename` answers for it. */
function mapRefs<T>(value: T, rename: (ref: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => mapRefs(item, rename)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    result[key] = key === '$ref' && typeof child === 'string' ? rename(child) : mapRefs(child, rename);
  }
  return result as T;
}

function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
        found.add(child.slice(SCHEMA_REF.length));
      else refsIn(child, found);
    }
  }
  return found;
}

/** Component names reachable from the paths (through components that reference others). */
function reachable(document: OpenApiDocument): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const seen = new Set<string>();
  const queue = [...refsIn(document.paths, new Set())];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsIn(schemas[name], new Set()));
  }
  return seen;
}

/**
 * fastify-type-provider-zod writes every registered schema twice, `X` as the server answers it and
 * `XInput` as it accepts it, because zod can parse and serialise a schema differently (defaults,
 * transforms). Generated clients would then carry two types per shape. Where the two are the same,
 * or only one of them is used, one component named `X` remains; components nothing refers to go.
 */
export function mergeIoComponents(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = reachable(document);
  const renames = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    if (!name.endsWith(INPUT_SUFFIX)) continue;
    const base = name.slice(0, -INPUT_SUFFIX.length);
    if (!(base in schemas)) continue;
    renames.set(name, base);
  }
  const toBase = (ref: string) => {
    const name = ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : undefined;
    const base = name === undefined ? undefined : renames.get(name);
    return base === undefined ? ref : SCHEMA_REF + base;
  };
  // A pair stays two components only when both are used and differ once their own refs are merged.
  for (const [input, base] of [...renames]) {
    const same = isDeepStrictEqual(mapRefs(schemas[input], toBase), mapRefs(schemas[base], toBase));
    if (!same && used.has(input) && used.has(base)) renames.delete(input);
  }

  const merged: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const base = renames.get(name);
    if (base !== undefined) {
      // The request shape takes the plain name when the answer shape is never used.
      if (!used.has(base)) merged[base] = schema;
      continue;
    }
    if (!(name in merged)) merged[name] = schema;
  }
  const renamed = mapRefs({ ...document, components: { ...document.components, schemas: merged } }, toBase);
  const keep = reachable(renamed);
  const kept: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(renamed.components?.schemas ?? {}).filter(([name]) => keep.has(name)),
  );
  return { ...renamed, components: { ...renamed.components, schemas: kept } };
}
