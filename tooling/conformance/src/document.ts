/** The parts of an OpenAPI 3.1 document the command reads. */
export interface MediaType {
  schema?: unknown;
}
export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
}
export interface OperationObject {
  operationId?: string;
  security?: Record<string, unknown>[];
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface Operation {
  /** 'GET /v3/main/communication/chat/{}': method and path without the API base, parameters unnamed. */
  key: string;
  method: string;
  /** The document's path template, '/api/v3/main/communication/chat/{id}'. */
  path: string;
  /** What the table calls it: the operationId when the document has one. */
  label: string;
  responses: Record<string, ResponseObject>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * The document's paths all start with the API base ('/api/v3/…', '/api/oauth/token'); the operator's
 * base URL replaces it. A document whose paths are relative to its servers has no common prefix.
 */
export function basePrefixOf(paths: string[]): string {
  const first = paths.map((path) => /^\/[^/{]+(?=\/)/.exec(path)?.[0]);
  const candidate = first[0];
  return candidate && first.every((segment) => segment === candidate) ? candidate : '';
}

/**
 * Keys name operations by method and path with parameter names erased, so the checks keep finding
 * an operation when the document renames '{id}' to '{contragentId}'.
 */
export const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

export function operationsOf(document: OpenApiDocument): { operations: Map<string, Operation>; prefix: string } {
  const prefix = basePrefixOf(Object.keys(document.paths));
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const key = keyOf(method, path.slice(prefix.length));
      const upper = method.toUpperCase();
      operations.set(key, {
        key,
        method: upper,
        path,
        label: raw.operationId ?? `${upper} ${path}`,
        responses: raw.responses ?? {},
      });
    }
  }
  return { operations, prefix };
}

/** The response a status falls under: exact, then '4XX'-style ranges, then 'default'. */
export function responseFor(operation: Operation, status: number): ResponseObject | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses['default'];
}

export const declaresSuccess = (operation: Operation) =>
  Object.keys(operation.responses).some((code) => /^2/.test(code));
