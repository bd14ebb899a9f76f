import { describe, expect, it } from 'vitest';
import { mergeIoComponents } from './merge-io-components.ts';
import type { OpenApiDocument } from './openapi-types.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (name: string) => ({ content: { 'application/json': { schema: ref(name) } } });

function documentWith(
  schemas: Record<string, Record<string, unknown>>,
  operation: Record<string, unknown>,
): OpenApiDocument {
  return { openapi: '3.1.0', paths: { '/x': { post: operation } }, components: { schemas } };
}

describe('mergeIoComponents', () => {
  it('keeps one component where the request and the answer shape are the same', () => {
    const shape = { type: 'object', properties: { id: { type: 'integer' } } };
    const merged = mergeIoComponents(
      documentWith(
        { Chat: shape, ChatInput: shape },
        { requestBody: body('ChatInput'), responses: { 200: { description: 'OK', ...body('Chat') } } },
      ),
    );
    expect(Object.keys(merged.components?.schemas ?? {})).toEqual(['Chat']);
    expect(JSON.stringify(merged.paths)).not.toContain('ChatInput');
  });

  it('gives a request-only shape the plain name and drops components nothing uses', () => {
    const request = { type: 'object', properties: { token: { type: 'string' } } };
    const answer = { type: 'object', properties: { ok: { type: 'boolean' } } };
    const merged = mergeIoComponents(
      documentWith(
        {
          Revoke: { ...request, required: ['token'] },
          RevokeInput: request,
          Ok: answer,
          OkInput: answer,
          Unused: answer,
        },
        { requestBody: body('RevokeInput'), responses: { 200: { description: 'OK', ...body('Ok') } } },
      ),
    );
    expect(merged.components?.schemas).toEqual({ Revoke: request, Ok: answer });
    expect(merged.paths['/x']?.post?.requestBody).toEqual(body('Revoke'));
  });

  it('keeps both shapes, under their own names, when both are used and differ', () => {
    const input = { type: 'object', properties: { size: { type: 'integer', default: 20 } } };
    const output = { ...input, required: ['size'] };
    const merged = mergeIoComponents(
      documentWith(
        { Page: output, PageInput: input },
        { requestBody: body('PageInput'), responses: { 200: { description: 'OK', ...body('Page') } } },
      ),
    );
    expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual(['Page', 'PageInput']);
  });
});
