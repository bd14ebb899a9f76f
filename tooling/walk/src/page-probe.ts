import type { Page } from 'playwright-core';
import type { MeasuredBox, OverflowInput, TextBox } from './layout-checks.ts';

export interface ProbeResult extends OverflowInput {
  texts: TextBox[];
}

/**
 * Measures the page for layout-checks.ts: every visible element's horizontal box with the nearest
 * ancestor that clips it sideways, and every element that cuts its own text. Runs in the page, so
 * it is self-contained.
 */
export function probePage(page: Page): Promise<ProbeResult> {
  return page.evaluate(() => {
    const INTERACTIVE =
      'a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="link"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element): string => {
      const tag = element.tagName.toLowerCase();
      const role = element.getAttribute('role');
      const className =
        typeof element.className === 'string'
          ? element.className.split(/\s+/).find((name) => name && !/^css-/.test(name))
          : undefined;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${role ? `${tag}[role=${role}]` : tag}${className ? `.${className}` : ''}${text ? ` «${text}»` : ''}`;
    };
    const clipOf = (element: Element): MeasuredBox['clip'] => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.documentElement;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return 'scroll';
        if (overflowX !== 'hidden' && overflowX !== 'clip') continue;
        // A clipping box the element lies within does not cut it (antd's tab row inside the
        // header's scrolling strip): the ancestor that does decides.
        const own = element.getBoundingClientRect();
        const box = parent.getBoundingClientRect();
        if (own.left >= box.left - 1 && own.right <= box.right + 1) continue;
        return 'hidden';
      }
      return 'none';
    };
    const LINK = 'a[href], [role="link"]';
    const previewInLinkedRow = (element: Element) => {
      if (element.closest(LINK)) return false;
      const row = element.closest('li, [role="listitem"], .ant-list-item');
      return row !== null && row.querySelector(LINK) !== null;
    };
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const boxes: MeasuredBox[] = [];
    const texts: TextBox[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[aria-hidden="true"], svg, script, style')) continue;
      if (!visible(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Boxes in document coordinates: a page scrolled sideways would otherwise shift them.
      const left = rect.left + window.scrollX;
      const right = rect.right + window.scrollX;
      if (right > viewportWidth + 1 || left < -1) {
        // Only the outermost offender: a child of a reported box sticks out by the same cause.
        const parent = element.parentElement;
        const parentRect = parent?.getBoundingClientRect();
        const parentOutside =
          parentRect &&
          parentRect.width > 0 &&
          (parentRect.right + window.scrollX > viewportWidth + 1 || parentRect.left + window.scrollX < -1);
        if (!parentOutside || element.matches(INTERACTIVE)) {
          boxes.push({
            label: describe(element),
            left,
            right,
            clip: clipOf(element),
            interactive: element.matches(INTERACTIVE),
          });
        }
      }
      const style = getComputedStyle(element);
      const ellipsis = style.textOverflow === 'ellipsis';
      const lineClamp = /^\d+$/.test(style.getPropertyValue('-webkit-line-clamp'));
      if (ellipsis || lineClamp) {
        const text = element.textContent ?? '';
        const title = element.getAttribute('title') ?? element.closest('[title]')?.getAttribute('title') ?? '';
        texts.push({
          label: describe(element),
          text,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
          scrollHeight: element.scrollHeight,
          clientHeight: element.clientHeight,
          ellipsis,
          lineClamp,
          // A preview in a list row that links elsewhere (a chat's last message beside the chat's
          // link) is one tap from its full text; a link's own label cut short is still a finding.
          fullTextElsewhere: (title.trim() !== '' && title.trim() === text.trim()) || previewInLinkedRow(element),
        });
      }
    }
    return { viewportWidth, scrollWidth: document.documentElement.scrollWidth, boxes, texts };
  });
}
