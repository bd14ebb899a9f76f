import fc from 'fast-check';
import { hostileJson, hostileText } from './hostile-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

export type WireText = string | { raw: string };

/** One way a case breaks a valid call. */
export type Mutation =
  | { target: 'path' | 'query' | 'header'; name: string; value: WireText }
  /** The parameter twice, or with brackets: arrays and objects where one value is expected. */
  | { target: 'query-shape'; name: string; suffix: string }
  | { target: 'body'; value: unknown }
  | { target: 'field'; name: string; value: unknown }
  | { target: 'drop'; name: string }
  | { target: 'extra'; name: string; value: unknown }
  | { target: 'raw-body'; contentType: string; text: string };

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Bodies no parser should choke on with a 500: broken JSON, deep nesting, the wrong media type. */
const RAW_BODIES: { contentType: string; text: string }[] = [
  { contentType: JSON_TYPE, text: '{"a":' },
  { contentType: JSON_TYPE, text: '{"__proto__":{"isAdmin":true}}' },
  { contentType: JSON_TYPE, text: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: JSON_TYPE, text: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: JSON_TYPE, text: '\uFEFF{}' },
  { contentType: JSON_TYPE, text: '' },
  { contentType: 'text/plain', text: 'hello' },
  {
    contentType: 'application/xml',
    text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  { contentType: FORM_TYPE, text: 'a=1&a=2&b[c]=3&%zz=%' },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
];

/** Resolves `$ref`s and the first alternative of unions: the shape a valid body has. */
export function shapeOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) return shapeOf(components[schema.$ref.replace('#/components/schemas/', '')], components, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return shapeOf(
      alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0],
      components,
      depth + 1,
    );
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => shapeOf(part, components, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return schema;
}

/** A plausible value of a schema: what a body looks like before a case breaks one part of it. */
export function sampleOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, depth = 0): unknown {
  const shape = shapeOf(schema, components);
  if (shape.enum) return shape.enum[0];
  if ('const' in shape) return shape.const;
  const type = Array.isArray(shape.type) ? shape.type.find((candidate) => candidate !== 'null') : shape.type;
  if (type === 'object' || shape.properties) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(shape.properties ?? {}).map(([name, property]) => [
        name,
        sampleOf(property, components, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (shape.format === 'date') return '2026-01-15';
  if (shape.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (shape.format === 'email') return 'fuzz@example.ru';
  return 'x';
}

/** What a case may break in one operation: its parameters and, for JSON and form bodies, the body. */
export function mutationsOf(operation: Operation, components: Record<string, JsonSchema>): fc.Arbitrary<Mutation> {
  const choices: fc.Arbitrary<Mutation>[] = [];
  for (const parameter of operation.parameters) {
    const target = parameter.in;
    choices.push(hostileText.map((value): Mutation => ({ target, name: parameter.name, value })));
    if (target === 'query') {
      const { name } = parameter;
      const suffixes = [`&${name}=1&${name}=2`, `&${name}[]=1`, `&${name}[a]=1`, `&${name}=`, `&${name}`];
      choices.push(fc.constantFrom(...suffixes).map((suffix): Mutation => ({ target: 'query-shape', name, suffix })));
    }
  }
  const bodyType = Object.keys(operation.body)[0];
  // Multipart bodies are the upload routes' own suite (helper "files"): here only their parameters.
  if (bodyType === JSON_TYPE || bodyType === FORM_TYPE) {
    const shape = shapeOf(operation.body[bodyType], components);
    const fields = Object.keys(shape.properties ?? {});
    choices.push(hostileJson.map((value): Mutation => ({ target: 'body', value })));
    choices.push(fc.constantFrom(...RAW_BODIES).map((raw): Mutation => ({ target: 'raw-body', ...raw })));
    choices.push(
      fc
        .constantFrom('__proto__', 'constructor', 'id', 'userId', 'isAdmin', 'x'.repeat(300))
        .chain((name) => hostileJson.map((value): Mutation => ({ target: 'extra', name, value }))),
    );
    if (fields.length > 0) {
      const field = fc.constantFrom(...fields);
      choices.push(fc.tuple(field, hostileJson).map(([name, value]): Mutation => ({ target: 'field', name, value })));
      choices.push(fc.tuple(field, hostileJson).map(([name, value]): Mutation => ({ target: 'field', name, value })));
      choices.push(field.map((name): Mutation => ({ target: 'drop', name })));
    }
  }
  if (choices.length === 0)
    choices.push(hostileText.map((value): Mutation => ({ target: 'query', name: 'unexpected', value })));
  return fc.oneof(...choices);
}

/** A case: one to three things broken at once. */
export const caseOf = (operation: Operation, components: Record<string, JsonSchema>) =>
  fc.array(mutationsOf(operation, components), { minLength: 1, maxLength: 3 });

export const isJsonBody = (operation: Operation) => Object.keys(operation.body)[0] === JSON_TYPE;
export const isFormBody = (operation: Operation) => Object.keys(operation.body)[0] === FORM_TYPE;
