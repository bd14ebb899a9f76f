import { useLayoutEffect, useState, type RefObject } from 'react';

export type NavOrientation = 'vertical' | 'horizontal';

/**
 * The length in px of the element's main axis: its height for the vertical rail, its width for the
 * horizontal bar. The spec (§2, §9) speaks of "width (60 px per item)"; that is the phone's bottom
 * bar, where the screen's width is what runs out. On a desktop the navigation is a left rail, and
 * there it is the window's height that decides how many items fit. The element must get its size
 * from the layout (flex: 1, height: 100%), not from its own items, or the measurement would chase
 * itself.
 *
 * Infinite until measured, so the first render shows every item; the measurement happens in a
 * layout effect, before the browser paints, so nothing visibly jumps (CLS budget).
 */
export function useNavCapacity(ref: RefObject<HTMLElement | null>, orientation: NavOrientation): number {
  const [length, setLength] = useState(Number.POSITIVE_INFINITY);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const box = element.getBoundingClientRect();
      // Rounded: a layout that shifts the rail by a fraction of a pixel (antd's sider does) must not
      // cost a whole 60 px slot at window heights that are multiples of 60.
      setLength(Math.round(orientation === 'vertical' ? box.height : box.width));
    };
    measure();
    // ResizeObserver follows the layout (a banner, a side panel); the window's resize event is what
    // the spec names and still works where ResizeObserver is missing.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, orientation]);

  return length;
}
