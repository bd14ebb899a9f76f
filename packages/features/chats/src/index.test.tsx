import { paths, validateManifests } from '@resident/routes';
import { describe, expect, it } from 'vitest';
import { chatsFeature } from './index';

describe('chatsFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([chatsFeature])).not.toThrow();
  });

  it('declares the appeal chat and the recalculation chat with a back button, outside the menu', () => {
    expect(chatsFeature.routes.map((r) => r.path)).toEqual([paths.chat.pattern, paths.chatRecalculation.pattern]);
    for (const route of chatsFeature.routes) {
      expect(route.meta).toEqual({ name: 'Чат', layout: 'main', backButton: true, withoutPersonalAccount: true });
    }
  });

  it.each(chatsFeature.routes.map((route) => [route.path, route] as const))('loads the %s screen', async (_, route) => {
    // The screens themselves are tested in pages/*.test.tsx with a store and a router.
    const { Component } = await route.lazy();
    expect(typeof Component).toBe('function');
  });
});
