import { describe, expect, it } from 'vitest';
import { NAV_ITEM_PX, splitNavItems } from './split-nav-items.ts';

const items = ['главный', 'профиль', 'счета', 'объекты', 'суд. работа'];

describe('splitNavItems', () => {
  it('uses the spec §9 slot of 60 px by default', () => {
    expect(NAV_ITEM_PX).toBe(60);
    // 4 slots of 60 px for 5 items: 3 items and the overflow button.
    expect(splitNavItems(items, 240).visible).toHaveLength(3);
  });

  it('has nothing to split without items', () => {
    expect(splitNavItems([], 600)).toEqual({ visible: [], overflow: [] });
    expect(splitNavItems([], 0)).toEqual({ visible: [], overflow: [] });
  });

  it('shows every item when all fit, keeping their order', () => {
    expect(splitNavItems(items, 1000)).toEqual({ visible: items, overflow: [] });
  });

  it('shows every item when they fill the bar exactly', () => {
    expect(splitNavItems(items, 5 * 60)).toEqual({ visible: items, overflow: [] });
  });

  it('gives one slot to the overflow button when one item does not fit', () => {
    // 299 px = 4 whole slots: 3 items + 'Ещё', the other 2 go into the menu.
    expect(splitNavItems(items, 299)).toEqual({
      visible: ['главный', 'профиль', 'счета'],
      overflow: ['объекты', 'суд. работа'],
    });
  });

  it.each([
    [0, 0],
    [59, 0],
    [60, 0],
    [119, 0],
    [120, 1],
    [180, 2],
  ])('at %i px shows %i items, the rest overflow', (px, visibleCount) => {
    const { visible, overflow } = splitNavItems(items, px);
    expect(visible).toEqual(items.slice(0, visibleCount));
    expect(overflow).toEqual(items.slice(visibleCount));
  });

  it('treats an unmeasured or invalid length as no room', () => {
    expect(splitNavItems(items, Number.NaN).overflow).toEqual(items);
    expect(splitNavItems(items, -100).overflow).toEqual(items);
    expect(splitNavItems(items, 600, 0).overflow).toEqual(items);
  });

  it('shows everything before the bar is measured (infinite length)', () => {
    expect(splitNavItems(items, Number.POSITIVE_INFINITY).visible).toEqual(items);
  });

  it('takes another slot size', () => {
    expect(splitNavItems(items, 300, 100)).toEqual({ visible: items.slice(0, 2), overflow: items.slice(2) });
  });

  describe('when the overflow button is always shown', () => {
    const always = { moreAlwaysShown: true };

    it('reserves its slot even if every item fits', () => {
      expect(splitNavItems(items, 6 * 60, NAV_ITEM_PX, always)).toEqual({ visible: items, overflow: [] });
      expect(splitNavItems(items, 5 * 60, NAV_ITEM_PX, always)).toEqual({
        visible: items.slice(0, 4),
        overflow: items.slice(4),
      });
    });

    it('does not take a second slot for it when items overflow', () => {
      // 375 px phone: 6 slots = 5 items + 'Ещё'.
      const many = [...items, 'страхование', 'обращения', 'вакансии'];
      expect(splitNavItems(many, 375, NAV_ITEM_PX, always).visible).toEqual(many.slice(0, 5));
    });

    it('puts everything into the menu when even the button barely fits', () => {
      expect(splitNavItems(items, 60, NAV_ITEM_PX, always)).toEqual({ visible: [], overflow: items });
      expect(splitNavItems(items, 10, NAV_ITEM_PX, always)).toEqual({ visible: [], overflow: items });
    });

    it('has nothing to overflow without items', () => {
      expect(splitNavItems([], 0, NAV_ITEM_PX, always)).toEqual({ visible: [], overflow: [] });
    });
  });
});
