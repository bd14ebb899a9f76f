/** The parts of an OpenAPI 3.1 document this folder reads and writes; the rest passes through. */
export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  [key: string]: unknown;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
  [key: string]: unknown;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, ResponseObject>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema>; [key: string]: unknown };
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
