import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors/http-errors.ts';
import type { BrandAsset } from './check-brand.ts';
import { errorResponses } from '../server/openapi/error-responses.ts';
import { fileResponse } from '../server/openapi/file-response.ts';

/**
 * The logo and favicon files of an operator's brand file, read once at startup (they were
 * checked then). Addresses carry a content version (?v=…), so browsers keep them for good.
 */
export async function brandAssetRoutes(
  app: FastifyInstance,
  { assets }: { assets: ReadonlyMap<string, BrandAsset> },
): Promise<void> {
  const files = new Map(
    [...assets].map(([name, asset]) => [name, { type: asset.type, bytes: readFileSync(asset.file) }]),
  );
  app.withTypeProvider<ZodTypeProvider>().get('/:name', {
    schema: {
      operationId: 'getBrandAsset',
      tags: ['public'],
      summary: 'Логотип или значок оператора',
      description: "A logo or favicon file named in the operator's brand file (SVG or PNG). Unknown → 404.",
      security: [],
      params: z.object({ name: z.string().max(200) }),
      response: { 200: fileResponse('The image', ['image/svg+xml', 'image/png']), ...errorResponses(400, 404) },
    },
    async handler(request, reply) {
      const file = files.get(request.params.name);
      if (!file) throw new ApiError(404, 'NOT_FOUND', 'Файл не найден');
      // The documented body is a file; the bytes go out as they are, past the typed send.
      const raw: FastifyReply = reply;
      return (
        raw
          .header('content-type', file.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // An SVG opened on its own must not run anything (the checker refuses scripts as well).
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes)
      );
    },
  });
}
