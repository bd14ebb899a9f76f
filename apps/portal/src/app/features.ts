import type { FeatureManifest } from '@resident/api';
import { authFeature } from '@resident/auth';
import { dashboardFeature } from '@resident/dashboard';

/** Adding a feature = one package + one line here (design.md §1). */
export const features: FeatureManifest[] = [authFeature, dashboardFeature];
