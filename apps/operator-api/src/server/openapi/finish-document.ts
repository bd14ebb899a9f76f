import { completeResponses } from './complete-responses.ts';
import { mergeIoComponents } from './merge-io-components.ts';
import { HTTP_METHODS } from './openapi-types.ts';
import type { OpenApiDocument } from './openapi-types.ts';

const byKey = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Paths and components in name order, methods in a fixed order: the committed openapi.json then
 * changes only where the contract does, not when routes are registered in another order.
 */
function sortDocument(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(byKey(document.paths)).map(([path, item]) => [
      path,
      Object.fromEntries(HTTP_METHODS.flatMap((method) => (item[method] ? [[method, item[method]] as const] : []))),
    ]),
  );
  const schemas = byKey(document.components?.schemas ?? {});
  return { ...document, paths, components: { ...document.components, schemas } };
}

/** The last step of the document: one component per shape, complete responses, stable order. */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  return sortDocument(completeResponses(mergeIoComponents(document)));
}
