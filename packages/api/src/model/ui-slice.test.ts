import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { createStore } from '../store/create-store.ts';
import { json, testExtra } from '../testing/test-extra.ts';
import { loggedOut } from './auth-slice.ts';
import { selectSubMenuOpen, selectTheme, subMenuClosed, subMenuToggled, themeChanged, uiSlice } from './ui-slice.ts';

const reduce = uiSlice.reducer;
const state = (ui: ReturnType<typeof reduce>) => ({ ui });

describe('ui slice', () => {
  it('toggles and closes the sub panel', () => {
    const open = reduce(undefined, subMenuToggled());
    expect(selectSubMenuOpen(state(open))).toBe(true);
    expect(selectSubMenuOpen(state(reduce(open, subMenuToggled())))).toBe(false);
    expect(selectSubMenuOpen(state(reduce(open, subMenuClosed())))).toBe(false);
  });

  it("starts with the 'default' theme and falls back to it for an empty name", () => {
    expect(selectTheme(state(reduce(undefined, { type: 'init' })))).toBe('default');
    const dark = reduce(undefined, themeChanged('dark'));
    expect(selectTheme(state(dark))).toBe('dark');
    expect(selectTheme(state(reduce(dark, themeChanged('  '))))).toBe('default');
  });

  it('closes the panel on logout and keeps the theme', () => {
    const open = reduce(reduce(undefined, themeChanged('dark')), subMenuToggled());
    expect(reduce(open, loggedOut())).toEqual({ subMenuOpen: false, theme: 'dark', sessionEnd: null });
  });
});

describe('theme in browser storage', () => {
  it("is read from the 'theme' key when the store is made", () => {
    const storage = createMemoryStorage({ theme: 'contrast' });
    expect(createStore(testExtra(() => json(200, {}), storage).extra).getState().ui).toEqual({
      subMenuOpen: false,
      theme: 'contrast',
      sessionEnd: null,
    });
  });

  it("is written to the 'theme' key on change; the sub panel is never stored", () => {
    const { extra, storage } = testExtra(() => json(200, {}), createMemoryStorage());
    const store = createStore(extra);
    store.dispatch(subMenuToggled());
    expect(storage.length).toBe(0);
    store.dispatch(themeChanged('dark'));
    expect(storage.getItem('theme')).toBe('dark');
    store.dispatch(themeChanged('default'));
    expect(storage.getItem('theme')).toBe('default');
    expect(createStore(extra).getState().ui.theme).toBe('default');
  });
});
