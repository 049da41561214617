import type { Page } from '@playwright/test';

/** How far the document is wider than the viewport (0 when nothing scrolls sideways), with the widest culprits. */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  // A phone widens its layout viewport (innerWidth) to what overflows; the screen's width is the root's client width.
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - viewport;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.right > viewport + 1)
      .sort((a, b) => b.box.right - a.box.right)
      .slice(0, 4)
      .map(({ element, box }) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`);
    return { overflow, widest };
  });
}

/**
 * Visible elements reaching past the screen's sides that nothing scrolls or clips: fixed bars (a bottom menu) do not
 * widen the document, so the sideways scroll alone misses them. An element inside a box that scrolls or hides its
 * overflow sideways (a tab strip, a carousel) is that box's business.
 */
export async function pastTheSides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let held = false;
      for (let up = element.parentElement; up && up !== document.body && !held; up = up.parentElement) {
        held = getComputedStyle(up).overflowX !== 'visible';
      }
      if (!held) found.push(`${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return found;
  });
}

/**
 * Visible text cut by its box. A line of text is clipped when it crosses, by more than a pixel, the edge of an
 * ancestor that hides its overflow on that axis (`overflow: hidden` or `clip`) while part of it stays inside.
 * Intended cuts are not counted: an ellipsis (`text-overflow: ellipsis`), a line clamp, moving content (a carousel,
 * an animated ticker), and text wholly outside its box (a slide not shown). Boxes that scroll (`auto`, `scroll`)
 * show their text by scrolling, and the visually hidden (1 px) boxes are for assistive technology.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipping = (value: string) => value === 'hidden' || value === 'clip';
    const intended = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.textOverflow === 'ellipsis' ||
        style.getPropertyValue('-webkit-line-clamp') !== 'none' ||
        style.animationName !== 'none' ||
        element.matches('.swiper, [aria-roledescription="carousel"], .visually-hidden')
      );
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        if (intended(box)) break;
        const style = getComputedStyle(box);
        const x = clipping(style.overflowX);
        const y = clipping(style.overflowY);
        if (!x && !y) continue;
        const edge = box.getBoundingClientRect();
        const inner = {
          left: edge.left + box.clientLeft,
          top: edge.top + box.clientTop,
          right: edge.left + box.clientLeft + box.clientWidth,
          bottom: edge.top + box.clientTop + box.clientHeight,
        };
        const cut = lines.some((line) => {
          const inside = line.right > inner.left && line.left < inner.right && line.bottom > inner.top && line.top < inner.bottom;
          const crossesX = x && (line.left < inner.left - 1 || line.right > inner.right + 1);
          const crossesY = y && (line.top < inner.top - 1 || line.bottom > inner.bottom + 1);
          return inside && (crossesX || crossesY);
        });
        if (cut) {
          found.push(`"${text.slice(0, 40)}" in ${box.tagName.toLowerCase()}.${box.className}`);
          break;
        }
      }
    }
    return found;
  });
}
