import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A JSON schema as @fastify/swagger writes it (only what the suites read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  [key: string]: unknown;
}

export interface OperationParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what the suites call and how. */
export interface Operation {
  /** 'GET /api/v3/client/{contragentId}/objects': the key of the suites' tables. */
  key: string;
  method: HttpMethod;
  path: string;
  /** Names of the security schemes any of which admits a caller: [] is public. */
  security: string[];
  parameters: OperationParameter[];
  /** Content types of the request body and their schemas (none: no body). */
  body: Record<string, JsonSchema>;
}

interface RawOperation {
  security?: Record<string, unknown>[];
  parameters?: OperationParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * Reads the operations from the server's own OpenAPI document (/docs/json), so a route added
 * tomorrow is in every suite that walks this list without anyone touching the suites.
 */
export async function operationsOf(
  app: FastifyInstance,
): Promise<{ operations: Operation[]; components: Record<string, JsonSchema> }> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
  const document = response.json() as {
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const upper = method.toUpperCase() as HttpMethod;
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        security: (raw.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        parameters: raw.parameters ?? [],
        body: Object.fromEntries(
          Object.entries(raw.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema]),
        ),
      });
    }
  }
  return { operations, components: document.components?.schemas ?? {} };
}

/** Fills `{name}` placeholders of an OpenAPI path. */
export function urlOf(
  path: string,
  params: Record<string, string | number>,
  query: Record<string, string | number> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

export const pathParamsOf = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path');
