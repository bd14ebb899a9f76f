import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('has the guest routes of spec §2', () => {
    expect([
      paths.login,
      paths.registration,
      paths.passwordRecovery,
      paths.serviceUnavailable,
      paths.pay,
      paths.resident,
    ]).toEqual(['/login', '/registration', '/password-recovery', '/service-unavailable', '/pay', '/resident']);
  });

  it.each([
    ['dashboard', '/resident/:userId/dashboard', '/resident/42/dashboard'],
    ['profile', '/resident/:userId/profile', '/resident/42/profile'],
    ['billing', '/resident/:userId/billing', '/resident/42/billing'],
    ['objects', '/resident/:userId/objects', '/resident/42/objects'],
    ['litigation', '/resident/:userId/litigation', '/resident/42/litigation'],
    ['insurance', '/resident/:userId/insurance', '/resident/42/insurance'],
    ['insuranceObject', '/resident/:userId/insurance/object', '/resident/42/insurance/object'],
    ['appeals', '/resident/:userId/appeals', '/resident/42/appeals'],
    ['appealsRecalculation', '/resident/:userId/appeals/recalculation', '/resident/42/appeals/recalculation'],
    ['appealsHelp', '/resident/:userId/appeals/help', '/resident/42/appeals/help'],
    ['vacancy', '/resident/:userId/vacancy', '/resident/42/vacancy'],
    ['servicePay', '/resident/:userId/service-pay', '/resident/42/service-pay'],
    ['wasteRemoval', '/resident/:userId/waste-removal', '/resident/42/waste-removal'],
    ['containerRental', '/resident/:userId/container-rental', '/resident/42/container-rental'],
    ['installments', '/resident/:userId/installments', '/resident/42/installments'],
    ['prizes', '/resident/:userId/prizes', '/resident/42/prizes'],
    ['unverified', '/resident/unverified/:userId', '/resident/unverified/42'],
  ] as const)('%s: %s', (name, pattern, href) => {
    expect(paths[name].pattern).toBe(pattern);
    expect(paths[name].getHref(42)).toBe(href);
  });

  it('builds the chat routes from two ids', () => {
    expect(paths.chat.pattern).toBe('/resident/:userId/chats/:id');
    expect(paths.chat.getHref(42, 7)).toBe('/resident/42/chats/7');
    expect(paths.chatRecalculation.pattern).toBe('/resident/:userId/chats-recalculation/:changeObjectId');
    expect(paths.chatRecalculation.getHref('42', 9)).toBe('/resident/42/chats-recalculation/9');
  });

  it('encodes the parameters', () => {
    expect(paths.dashboard.getHref('a/b')).toBe('/resident/a%2Fb/dashboard');
  });
});
