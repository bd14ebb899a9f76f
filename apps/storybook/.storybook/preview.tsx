import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { withApp, withRouter, withStore } from './decorators.tsx';

const preview: Preview = {
  // The last decorator is the outermost: AppProvider around everything (the store shows its errors
  // with antd message), then the router, then the store, so the api's navigate can use the router.
  decorators: [withStore, withRouter, withApp],
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
