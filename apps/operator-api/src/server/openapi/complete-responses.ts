import { API_ERRORS, OAUTH_ERRORS } from './error-responses.ts';
import type { ErrorStatus } from './error-responses.ts';
import type { JsonSchema, OpenApiDocument, ResponseObject } from './openapi-types.ts';
import { sampleValue } from './sample-value.ts';

/** @fastify/swagger's text for a response whose schema has no description of its own. */
const PLACEHOLDER = 'Default Response';

const SUCCESS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the email with the link is on its way',
  204: 'Done; no body',
  // Declared by /api/ready only (any route answers it while the instance stops: closing-answer.ts).
  503: 'Not ready: the checks say which failed, or the instance is stopping',
};

const refName = (schema: JsonSchema | undefined) =>
  typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

function errorOf(status: string, schema: JsonSchema | undefined) {
  const name = refName(schema);
  const table = name === 'OAuthError' ? OAUTH_ERRORS : name === 'ErrorBody' ? API_ERRORS : undefined;
  return table?.[Number(status) as ErrorStatus];
}

function completeResponse(
  status: string,
  response: ResponseObject,
  components: Record<string, JsonSchema>,
): ResponseObject {
  const media = Object.entries(response.content ?? {});
  const error = errorOf(status, media[0]?.[1].schema);
  const description =
    response.description && response.description !== PLACEHOLDER
      ? response.description
      : (error?.description ?? SUCCESS[status]);
  if (!description) throw new Error(`no description for a ${status} response: give the route's response one`);
  if (media.length === 0) return { ...response, description };
  const content = Object.fromEntries(
    media.map(([type, entry]) => {
      // A file has no useful JSON example; its media type and the binary schema say what comes.
      if (entry.example !== undefined || entry.examples !== undefined || entry.schema?.format === 'binary')
        return [type, entry];
      const example = error?.example ?? sampleValue(entry.schema ?? {}, components);
      return [type, { ...entry, example }];
    }),
  );
  return { ...response, description, content };
}

/** Every response gets a description and every JSON body an example that its schema accepts. */
export function completeResponses(document: OpenApiDocument): OpenApiDocument {
  const components = document.components?.schemas ?? {};
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          const responses = Object.fromEntries(
            Object.entries(operation.responses ?? {}).map(([status, response]) => [
              status,
              completeResponse(status, response, components),
            ]),
          );
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
