import type { FeatureFlag } from '@resident/routes';
import type { Environment } from '../runtime-config';

export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Spec §6 "Feature availability by environment". */
export function environmentFlags(environment: Environment): FeatureFlags {
  return {
    ehybrid: true,
    autopay: true,
    insurance: environment !== 'development',
    wasteDisposal: environment === 'development' || environment === 'preprod',
  };
}
