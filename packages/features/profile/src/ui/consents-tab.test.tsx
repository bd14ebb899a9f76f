import { renderWithStore } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { PROFILE } from '../testing/story-store';
import { ConsentsTab } from './consents-tab';

describe('the consents tab', () => {
  it('says the consent text’s edition in Russian words, not as a raw year-month', () => {
    renderWithStore(
      <AppProvider>
        <App>
          <ConsentsTab
            profile={{ ...PROFILE, consent: { version: '2026-11', acceptedAt: '2026-11-01T09:00:00.000Z' } }}
          />
        </App>
      </AppProvider>,
      { api: () => undefined },
    );
    expect(screen.getByText(/^Дано \d{2}\.\d{2}\.\d{4}, редакция от ноября 2026$/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11/)).toBeNull();
  });
});
