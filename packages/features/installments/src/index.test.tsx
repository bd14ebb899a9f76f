import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installmentsFeature } from './index';

const [route] = installmentsFeature.routes;

describe('installmentsFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([installmentsFeature])).not.toThrow();
  });

  it('declares Реестр рассрочек as the twelfth item, only with the instalment-register flag', () => {
    expect(installmentsFeature.routes.map((r) => r.path)).toEqual([paths.installments.pattern]);
    expect(route?.meta).toEqual({ name: 'Реестр рассрочек', shortName: 'реестр рассрочек', icon: expect.anything(), menu: 'main', order: 12, layout: 'main', userFlag: 'installmentRegister' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Реестр рассрочек' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
