import { describe, expect, test } from 'vitest';
import { basePrefixOf, keyOf, operationsOf, responseFor, type OpenApiDocument } from './document.ts';
import { Context } from './context.ts';
import type { Answer } from './http.ts';
import { Report } from './report.ts';
import { SchemaValidator } from './schema-validator.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/health': { get: { responses: { '200': {} } } },
    '/api/v3/export': {
      get: {
        responses: {
          '200': { content: { 'text/csv; charset=utf-8': { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    '/api/v3/main/communication/chat/{id}': {
      get: {
        operationId: 'getChat',
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Chat' } } } },
          '4XX': { content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Chat: {
        type: 'object',
        properties: { id: { type: 'integer' }, created: { type: 'string', format: 'date-time' } },
        required: ['id'],
        additionalProperties: false,
      },
    },
  },
};

describe('the document', () => {
  test('the API base shared by every path is what --base replaces; paths relative to servers have none', () => {
    expect(basePrefixOf(Object.keys(document.paths))).toBe('/api');
    expect(basePrefixOf(['/v3/main/user/', '/oauth/token'])).toBe('');
  });

  test('operations are found whatever their path parameters are called, and labelled by operationId', () => {
    const { operations } = operationsOf(document);
    expect(keyOf('get', '/v3/main/communication/chat/{chatId}')).toBe('GET /v3/main/communication/chat/{}');
    expect(operations.get('GET /v3/main/communication/chat/{}')?.label).toBe('getChat');
    expect(operations.get('GET /health')?.label).toBe('GET /api/health');
  });

  test('a download matches its declared media type whatever the parameters; another type differs', () => {
    const context = new Context('http://backend/api', document, new Report(), '');
    const exportOperation = context.operation('GET /v3/export')!;
    const download = (mediaType: string): Answer => ({
      status: 200,
      headers: new Headers(),
      mediaType,
      json: undefined,
      text: '',
      bytes: 3,
    });
    expect(context.contractDifferences(exportOperation, download('text/csv')).differences).toEqual([]);
    expect(context.contractDifferences(exportOperation, download('text/html')).differences).toEqual([
      'content type «text/html», the document says text/csv; charset=utf-8',
    ]);
  });

  test('a status falls under its own response, then its range', () => {
    const chat = operationsOf(document).operations.get('GET /v3/main/communication/chat/{}')!;
    expect(responseFor(chat, 404)).toBe(chat.responses['4XX']);
    expect(responseFor(chat, 500)).toBeUndefined();
  });

  test('component references resolve, formats are checked, renamed fields are named', () => {
    const validator = new SchemaValidator(document);
    const pointer =
      '/paths/~1api~1v3~1main~1communication~1chat~1{id}/get/responses/200/content/application~1json/schema';
    expect(validator.differences(pointer, { id: 1, created: '2026-01-01T00:00:00Z' })).toEqual([]);
    expect(validator.differences(pointer, { chatId: 1, created: 'yesterday' })).toEqual([
      '(body): missing field «id»',
      '(body): unexpected field «chatId»',
      '/created must match format "date-time"',
    ]);
  });
});
