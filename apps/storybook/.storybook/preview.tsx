import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { STORY_BRANDS } from './brands.ts';
import { withApp, withRouter, withStore } from './decorators.tsx';

const preview: Preview = {
  // The last decorator is the outermost: AppProvider around everything (the store shows its errors
  // with antd message), then the router, then the store, so the api's navigate can use the router.
  decorators: [withStore, withRouter, withApp],
  // Every component and screen in each brand: the toolbar's «Бренд» menu (withApp reads it).
  globalTypes: {
    brand: {
      description: 'Бренд оператора',
      toolbar: {
        title: 'Бренд',
        icon: 'paintbrush',
        items: Object.entries(STORY_BRANDS).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default' },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        // Phone first (design.md): the width every screen must work at.
        phone375: { name: 'Телефон 375 px', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
};

export default preview;
