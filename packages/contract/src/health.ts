import { z } from 'zod';

/** GET /api/health — liveness of the operator API (used by the e2e harness and deployments). */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
