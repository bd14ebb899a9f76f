import { paths, type FeatureManifest } from '@resident/routes';

export const wasteRemovalFeature: FeatureManifest = {
  name: 'waste-removal',
  routes: [
    {
      // The spec does not show this screen's path; paths.wasteRemoval is ours.
      path: paths.wasteRemoval.pattern,
      meta: {
        name: 'Индивидуальный вывоз',
        // The spec's list of short labels has none for this item; 'вывоз' is ours.
        shortName: 'вывоз',
        icon: 'truck',
        menu: 'main',
        order: 10,
        layout: 'main',
        // Both must hold (spec §2 "Hidden items"): the environment's feature and the user's flag.
        access: ['personalAccount', 'featureWasteDisposal', 'userWasteDisposal'],
      },
      lazy: () => import('./pages/waste-removal-page'),
    },
  ],
};
