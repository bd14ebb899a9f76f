import { paths, validateManifests } from '@resident/api';
import { describe, expect, it } from 'vitest';
import { billingFeature } from './index';
import { BillingPage } from './pages/billing-page';

const [route] = billingFeature.routes;

describe('billingFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([billingFeature])).not.toThrow();
  });

  it('declares Счета и расчёты as the third side-navigation item with a period filter', () => {
    expect(billingFeature.routes.map((r) => r.path)).toEqual([paths.billing.pattern]);
    expect(route?.meta).toEqual({ name: 'Счета и расчёты', shortName: 'счета', icon: expect.anything(), menu: 'main', order: 3, layout: 'main', tabs: expect.any(Array), subHeader: { left: true } });
  });

  it('has the tabs Начисления, Платежи, Квитанции, Акт сверки on its own path', () => {
    expect(route?.meta.tabs?.map((tab) => [tab.label, tab.path.getHref(7) + (tab.search ?? '')])).toEqual([
      ['Начисления', '/resident/7/billing'],
      ['Платежи', '/resident/7/billing?tab=payments'],
      ['Квитанции', '/resident/7/billing?tab=receipts'],
      ['Акт сверки', '/resident/7/billing?tab=reconciliation'],
    ]);
  });

  it('loads the billing page lazily', async () => {
    const page = await route?.lazy();
    expect(page?.Component).toBe(BillingPage);
  });
});
