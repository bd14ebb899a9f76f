import type { JsonSchema } from './openapi-types.ts';

const SCHEMA_REF = '#/components/schemas/';

// Typical values of the contract's string formats and patterns, tried in order: an example must
// pass its own schema (both linters check), and a recognisable value reads better than "string".
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-01-15',
  'date-time': '2026-01-15T09:30:00.000Z',
  email: 'resident@example.ru',
  uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  uri: 'https://example.ru/',
  url: 'https://example.ru/',
};
const STRING_CANDIDATES = [
  '2026-01',
  '2026-01-15',
  '2026-01-15T09:30:00.000Z',
  '123456789',
  '1234567890',
  '12345678901234567890',
  '1500.50',
  '#1890ff',
  // Not a name from the demo data: the authorization suites look for those in every answer.
  'Образцов',
  'resident@example.ru',
  '+79001234567',
  '/pay',
  '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  'AbCdEfGhIjKlMnOpQrStUvWx',
  'container',
];

type Components = Record<string, JsonSchema>;

function fitsLength(value: string, schema: JsonSchema): boolean {
  const length = [...value].length;
  return (
    length >= ((schema.minLength as number | undefined) ?? 0) &&
    length <= ((schema.maxLength as number | undefined) ?? Infinity)
  );
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'binary') return '';
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const byFormat = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (!pattern && byFormat === undefined) {
    const min = (schema.minLength as number | undefined) ?? 1;
    return 'Пример'.padEnd(min, 'а').slice(0, (schema.maxLength as number | undefined) ?? Infinity);
  }
  const candidates = byFormat === undefined ? STRING_CANDIDATES : [byFormat, ...STRING_CANDIDATES];
  const found = candidates.find((value) => (pattern ? pattern.test(value) : true) && fitsLength(value, schema));
  if (found !== undefined) return found;
  throw new Error(`no sample string for the pattern ${schema.pattern}: add one to STRING_CANDIDATES`);
}

function sampleNumber(schema: JsonSchema): number {
  const integer = schema.type === 'integer';
  let value = integer ? 1 : 1.5;
  if (typeof schema.minimum === 'number') value = Math.max(value, schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number') value = Math.max(value, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number') value = Math.min(value, schema.maximum);
  if (typeof schema.exclusiveMaximum === 'number') value = Math.min(value, schema.exclusiveMaximum - 1);
  return integer ? Math.ceil(value) : value;
}

/**
 * A value that the schema accepts, for the document's examples: the schema's own example, const,
 * default or first enum value where it has one, else a typical value of its type and format.
 */
export function sampleValue(schema: JsonSchema, components: Components, depth = 0): unknown {
  if (depth > 12) throw new Error('schema nests too deep for a sample (a cycle?)');
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.slice(SCHEMA_REF.length)];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    return sampleValue(target, components, depth + 1);
  }
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (branches) {
    // A non-null branch shows the shape; null alone tells a reader nothing.
    const branch = branches.find((candidate) => candidate.type !== 'null') ?? branches[0];
    return branch ? sampleValue(branch, components, depth + 1) : null;
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => sampleValue(part, components, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, sampleValue(property, components, depth + 1)]),
      );
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = Math.min(
        Math.max(1, (schema.minItems as number | undefined) ?? 1),
        (schema.maxItems as number | undefined) ?? 1,
      );
      return Array.from({ length: count }, () => sampleValue(items, components, depth + 1));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
