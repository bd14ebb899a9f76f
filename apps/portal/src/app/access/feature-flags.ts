import type { FeatureFlag } from '@resident/routes';
import type { Environment } from '../runtime-config';

export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Spec §6 "Feature availability by environment"; `preview` (ours) marks a feature still being built. */
export function environmentFlags(environment: Environment): FeatureFlags {
  return {
    ehybrid: true,
    autopay: true,
    insurance: environment !== 'development',
    wasteDisposal: environment === 'development' || environment === 'preprod',
    preview: environment === 'development' || environment === 'preprod',
  };
}
