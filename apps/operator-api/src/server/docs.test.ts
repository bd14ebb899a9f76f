import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import type { OpenApiDocument } from './openapi/openapi-types.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.app.close();
});

describe('OpenAPI contract', () => {
  it('documents every endpoint with the contract schemas at /docs/json', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.description).toMatch(/must implement exactly this\s+contract/);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/acquirer/notifications',
      '/api/brand/{name}',
      '/api/health',
      '/api/marketplace/v1/accounts/{contragentId}/draft',
      '/api/marketplace/v1/accounts/{contragentId}/policies',
      '/api/marketplace/v1/accounts/{contragentId}/policies/{policyId}/document',
      '/api/marketplace/v1/products',
      '/api/oauth/revoke',
      '/api/oauth/token',
      '/api/ready',
      '/api/v3/client/accounts',
      '/api/v3/client/accounts/link',
      '/api/v3/client/cards/{cardId}',
      '/api/v3/client/container-rental/quote',
      '/api/v3/client/container-rental/types',
      '/api/v3/client/contragent/{id}',
      '/api/v3/client/createFindPaymentChat',
      '/api/v3/client/freeAccess/altcha/getChallenge',
      '/api/v3/client/freeAccess/branding',
      '/api/v3/client/freeAccess/consent/personal-data',
      '/api/v3/client/freeAccess/email-change/confirm',
      '/api/v3/client/freeAccess/password-recovery',
      '/api/v3/client/freeAccess/password-recovery/reset',
      '/api/v3/client/freeAccess/pay/lookup',
      '/api/v3/client/freeAccess/pay/payments',
      '/api/v3/client/freeAccess/pay/payments/{paymentId}',
      '/api/v3/client/freeAccess/registration',
      '/api/v3/client/freeAccess/registration/confirm',
      '/api/v3/client/profile',
      '/api/v3/client/profile/consent',
      '/api/v3/client/profile/email',
      '/api/v3/client/profile/notifications',
      '/api/v3/client/profile/password',
      '/api/v3/client/sessions',
      '/api/v3/client/sessions/end-others',
      '/api/v3/client/sessions/{id}',
      '/api/v3/client/user/select_contragent/{id}',
      '/api/v3/client/{contragentId}/autopay',
      '/api/v3/client/{contragentId}/autopay/preview',
      '/api/v3/client/{contragentId}/billing/charges/{period}',
      '/api/v3/client/{contragentId}/billing/fiscal-receipts/{receiptId}',
      '/api/v3/client/{contragentId}/billing/payments',
      '/api/v3/client/{contragentId}/billing/payments/export',
      '/api/v3/client/{contragentId}/billing/periods',
      '/api/v3/client/{contragentId}/billing/receipts/{period}',
      '/api/v3/client/{contragentId}/billing/receipts/{period}/send',
      '/api/v3/client/{contragentId}/billing/reconciliation',
      '/api/v3/client/{contragentId}/billing/summary',
      '/api/v3/client/{contragentId}/changeObjects',
      '/api/v3/client/{contragentId}/changeObjects/{id}',
      '/api/v3/client/{contragentId}/changeObjects/{id}/comments',
      '/api/v3/client/{contragentId}/container-rentals',
      '/api/v3/client/{contragentId}/container-rentals/{rentalId}/cancel',
      '/api/v3/client/{contragentId}/container-rentals/{rentalId}/extension',
      '/api/v3/client/{contragentId}/container-rentals/{rentalId}/extension-quote',
      '/api/v3/client/{contragentId}/container-rentals/{rentalId}/return',
      '/api/v3/client/{contragentId}/container-rentals/{rentalId}/return-quote',
      '/api/v3/client/{contragentId}/installments',
      '/api/v3/client/{contragentId}/installments/applications',
      '/api/v3/client/{contragentId}/litigation',
      '/api/v3/client/{contragentId}/litigation/documents/{documentId}',
      '/api/v3/client/{contragentId}/litigation/state-duty/order',
      '/api/v3/client/{contragentId}/numberPersonalAccount',
      '/api/v3/client/{contragentId}/objects',
      '/api/v3/client/{contragentId}/payments',
      '/api/v3/client/{contragentId}/payments/{paymentId}',
      '/api/v3/client/{contragentId}/popupwindow/{popupId}',
      '/api/v3/client/{contragentId}/prizes',
      '/api/v3/client/{contragentId}/services',
      '/api/v3/client/{contragentId}/waste-removal/pickups',
      '/api/v3/client/{contragentId}/waste-removal/pickups/{pickupId}/cancel',
      '/api/v3/client/{contragentId}/waste-removal/price',
      '/api/v3/client/{contragentId}/waste-removal/slots',
      '/api/v3/client/{contragentId}/waste-removal/types',
      '/api/v3/main/communication/chat/{id}',
      '/api/v3/main/communication/chatcategories',
      '/api/v3/main/communication/chats',
      '/api/v3/main/communication/document/{id}',
      '/api/v3/main/communication/message',
      '/api/v3/main/communication/tasks',
      '/api/v3/main/communication/unreadMessages',
      '/api/v3/main/communication/unreadmessages',
      '/api/v3/main/user/',
      '/api/v3/vacancies',
      '/api/v3/vacancies/applications',
      '/api/v3/vacancies/applications/{id}/cv',
      '/api/v3/vacancies/{id}',
      '/api/v3/vacancies/{id}/applications',
    ]);
    const token = document.paths['/api/oauth/token'].post;
    expect(Object.keys(token.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(token.security).toEqual([{ clientBasic: [] }]);
    expect(document.paths['/api/v3/main/user/'].get.security).toEqual([{ bearer: [] }]);
    expect(document.components.schemas.Contragent.required).toContain('numberPersonalAccount');
    expect(document.components.schemas.TokenResponse.properties).toHaveProperty('marketplace_token');
    const tasks = document.paths['/api/v3/main/communication/tasks'].get;
    expect(tasks.security).toEqual([{ bearer: [] }]);
    expect(tasks.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'contragentId', required: false })]);
    expect(tasks.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/TasksResponse',
    });
    expect(document.components.schemas.TasksResponse.required).toEqual(['chats', 'changeObjects']);
    expect(document.components.schemas.NumberPersonalAccount.required).toContain('isClosed');
    const popup = document.paths['/api/v3/client/{contragentId}/popupwindow/{popupId}'].post;
    expect(popup.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'contragentId',
      'popupId',
    ]);
    expect(popup.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SuppressPopupResponse',
    });
    const charges = document.paths['/api/v3/client/{contragentId}/billing/charges/{period}'].get;
    expect(charges.tags).toEqual(['billing']);
    expect(charges.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/MonthCharges',
    });
    expect(document.components.schemas.BillingSummary.required).toContain('pendingAmount');
    const autopay = document.paths['/api/v3/client/{contragentId}/autopay'];
    expect(Object.keys(autopay).sort()).toEqual(['delete', 'get', 'put']);
    expect(autopay.put.tags).toEqual(['service-pay']);
    expect(autopay.get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AutopayState',
    });
    expect(
      document.paths['/api/v3/client/{contragentId}/services'].get.responses['200'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/BilledServices',
    });
  });

  it('documents the multipart uploads with their files, and the chat methods', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const create = document.paths['/api/v3/main/communication/chat/{id}'];
    expect(Object.keys(create).sort()).toEqual(['get', 'post', 'put']);
    const body = create.post.requestBody.content['multipart/form-data'].schema;
    expect(body.required).toEqual(['subject', 'body']);
    expect(body.properties.files).toMatchObject({
      type: 'array',
      maxItems: 10,
      items: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(document.paths['/api/v3/main/communication/message'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(document.components.schemas.Chat.required).toContain('unreadCount');
    expect(document.components.schemas.ChangeObject.required).toContain('requestNumber');
  });

  it('describes every operation completely: id, summary, description, declared tags, security, described responses with examples', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    const declaredTags = new Set((document.tags ?? []).map((tag) => tag.name));
    const schemes = Object.keys((document.components?.securitySchemes ?? {}) as Record<string, unknown>);
    const problems: string[] = [];
    const ids: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (!operation.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId))
          problems.push(`${key}: operationId ${operation.operationId}`);
        else ids.push(operation.operationId);
        if (!operation.summary) problems.push(`${key}: no summary`);
        if (!operation.description) problems.push(`${key}: no description`);
        if (!operation.tags?.length || operation.tags.some((tag) => !declaredTags.has(tag)))
          problems.push(`${key}: tags ${operation.tags}`);
        if (!Array.isArray(operation.security)) problems.push(`${key}: no security (public operations say [])`);
        else if (
          operation.security.some((requirement) => Object.keys(requirement).some((name) => !schemes.includes(name)))
        )
          problems.push(`${key}: unknown scheme`);
        const responses = Object.entries(operation.responses ?? {});
        if (!responses.some(([status]) => status.startsWith('2'))) problems.push(`${key}: no 2xx response`);
        for (const [status, response] of responses) {
          if (!response.description || response.description === 'Default Response')
            problems.push(`${key} ${status}: no description`);
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (!media.schema) problems.push(`${key} ${status} ${type}: no schema`);
            else if (media.schema.format !== 'binary' && media.example === undefined)
              problems.push(`${key} ${status} ${type}: no example`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(Object.keys(document.components?.schemas ?? {}).filter((name) => name.endsWith('Input'))).toEqual([]);
  });

  it('keeps the operation ids that generated clients and the conformance table are keyed on', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    expect(document.paths['/api/oauth/token']?.post?.operationId).toBe('createToken');
    expect(document.paths['/api/v3/main/user/']?.get?.operationId).toBe('getUser');
    expect(document.paths['/api/v3/main/communication/message']?.post?.operationId).toBe('createChatMessage');
    expect(document.paths['/api/v3/client/freeAccess/altcha/getChallenge']?.get?.security).toEqual([]);
  });

  it('names the configured public address as its server, and the operator as its contact', async () => {
    const custom = await startTestServer({ publicUrl: 'https://api.operator.example' });
    try {
      const document = (await custom.app.inject({ method: 'GET', url: '/docs/json' })).json();
      expect(document.servers).toEqual([expect.objectContaining({ url: 'https://api.operator.example' })]);
      expect(document.info.contact.email).toMatch(/@/);
      expect(document.info.license.name).toBeTruthy();
    } finally {
      await custom.app.close();
    }
  });

  it('documents a download as its media types with a binary body', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    const receipt = document.paths['/api/v3/client/{contragentId}/billing/receipts/{period}']?.get?.responses?.['200'];
    expect(receipt?.content).toEqual({
      'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
  });

  it('serves the UI at /docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
