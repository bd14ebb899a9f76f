import type { FeatureManifest } from '@resident/routes';
import { appealsFeature } from '@resident/appeals';
import { authFeature } from '@resident/auth';
import { billingFeature } from '@resident/billing';
import { chatsFeature } from '@resident/chats';
import { containerRentalFeature } from '@resident/container-rental';
import { dashboardFeature } from '@resident/dashboard';
import { installmentsFeature } from '@resident/installments';
import { insuranceFeature } from '@resident/insurance';
import { litigationFeature } from '@resident/litigation';
import { objectsFeature } from '@resident/objects';
import { prizesFeature } from '@resident/prizes';
import { profileFeature } from '@resident/profile';
import { publicPayFeature } from '@resident/public-pay';
import { servicePayFeature } from '@resident/service-pay';
import { vacanciesFeature } from '@resident/vacancies';
import { wasteRemovalFeature } from '@resident/waste-removal';

/** Adding a feature = one package + one line here (design.md §1). */
export const features: FeatureManifest[] = [
  authFeature,
  publicPayFeature,
  dashboardFeature,
  profileFeature,
  billingFeature,
  objectsFeature,
  litigationFeature,
  insuranceFeature,
  appealsFeature,
  chatsFeature,
  vacanciesFeature,
  servicePayFeature,
  wasteRemovalFeature,
  containerRentalFeature,
  installmentsFeature,
  prizesFeature,
];
