import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AltchaChallengeSchema,
  AutopayStateSchema,
  BilledServicesSchema,
  BillingPeriodsSchema,
  BillingSummarySchema,
  BrandSchema,
  ChangeObjectCommentSchema,
  ChangeObjectSchema,
  ChatCategorySchema,
  ChatMessageSchema,
  ChatSchema,
  ContragentSchema,
  DocumentSchema,
  ErrorBodySchema,
  MonthChargesSchema,
  NumberPersonalAccountSchema,
  OAuthErrorSchema,
  PaymentRecordSchema,
  PaymentSchema,
  PublicPayAccountSchema,
  PublicPaymentCreatedSchema,
  ReceiptSentSchema,
  RevokeRequestSchema,
  SuppressPopupResponseSchema,
  TasksResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  UnreadMessagesResponseSchema,
  UserResponseSchema,
} from '@resident/contract';
import type { Brand } from '@resident/contract';
import { COMPONENT_EXAMPLES } from './openapi/component-examples.ts';
import { CONTRACT_VERSION, LICENSE, OPENAPI_TAGS, SECURITY_SCHEMES } from './openapi/document-info.ts';
import { finishDocument } from './openapi/finish-document.ts';
import type { OpenApiDocument } from './openapi/openapi-types.ts';

export const DOCS_PREFIX = '/docs';

/**
 * Named components of the OpenAPI document. A registry of our own, not zod's global one, so
 * several servers in one process (tests) and other packages never collide on ids.
 */
function contractRegistry() {
  const registry = z.registry<{ id: string; examples?: unknown[] }>();
  const add = (schema: z.ZodType, id: string) => {
    const example = COMPONENT_EXAMPLES[id];
    registry.add(schema, example === undefined ? { id } : { id, examples: [example] });
  };
  add(TokenRequestSchema, 'TokenRequest');
  add(TokenResponseSchema, 'TokenResponse');
  add(RevokeRequestSchema, 'RevokeRequest');
  add(OAuthErrorSchema, 'OAuthError');
  add(ErrorBodySchema, 'ErrorBody');
  add(UserResponseSchema, 'UserResponse');
  add(ContragentSchema, 'Contragent');
  add(BrandSchema, 'Brand');
  add(AltchaChallengeSchema, 'AltchaChallenge');
  add(NumberPersonalAccountSchema, 'NumberPersonalAccount');
  add(SuppressPopupResponseSchema, 'SuppressPopupResponse');
  add(TasksResponseSchema, 'TasksResponse');
  add(ChatCategorySchema, 'ChatCategory');
  add(DocumentSchema, 'Document');
  add(ChatMessageSchema, 'ChatMessage');
  add(ChatSchema, 'Chat');
  add(ChangeObjectCommentSchema, 'ChangeObjectComment');
  add(ChangeObjectSchema, 'ChangeObject');
  add(UnreadMessagesResponseSchema, 'UnreadMessagesResponse');
  add(BillingSummarySchema, 'BillingSummary');
  add(BillingPeriodsSchema, 'BillingPeriods');
  add(MonthChargesSchema, 'MonthCharges');
  add(PaymentRecordSchema, 'PaymentRecord');
  add(ReceiptSentSchema, 'ReceiptSent');
  add(PaymentSchema, 'Payment');
  add(PublicPayAccountSchema, 'PublicPayAccount');
  add(PublicPaymentCreatedSchema, 'PublicPaymentCreated');
  add(BilledServicesSchema, 'BilledServices');
  add(AutopayStateSchema, 'AutopayState');
  return registry;
}

const DESCRIPTION = `The REST API the resident portal calls, generated from the shared contract
(\`@resident/contract\`). This server is the reference implementation the portal runs against locally,
in e2e tests and in the demo. **An operator connecting their own backend must implement exactly this
contract**: the same paths under the API base (\`/api\`), request and response bodies, status codes
and error bodies — \`{ error, error_description }\` for the oauth endpoints (RFC 6749) and
\`{ details, message }\` for every other endpoint (mapped by the portal, spec §8).`;

export interface DocsOptions {
  /** The API's public origin, the document's only server. */
  publicUrl: string;
  /** The operator whose deployment this is: the document's contact. */
  brand: Brand;
}

/** The OpenAPI document (JSON at /docs/json) and its UI (/docs). Register before any route. */
export async function registerDocs(app: FastifyInstance, { publicUrl, brand }: DocsOptions): Promise<void> {
  const schemaRegistry = contractRegistry();
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Resident portal — operator API contract',
        description: DESCRIPTION,
        version: CONTRACT_VERSION,
        contact: {
          name: brand.company.name,
          ...(brand.contacts?.supportEmail ? { email: brand.contacts.supportEmail } : {}),
        },
        license: LICENSE,
      },
      servers: [{ url: publicUrl, description: 'This deployment of the operator API' }],
      tags: OPENAPI_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) =>
      finishDocument(transformObject(document) as unknown as OpenApiDocument) as unknown as ReturnType<
        typeof transformObject
      >,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
