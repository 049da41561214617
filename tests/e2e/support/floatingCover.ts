import type { Page } from '@playwright/test';

/** Interactive elements under the floating buttons' boxes at the current scroll, found with the buttons set aside. */
export async function controlsUnderFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('[data-floating-download] button, a[href="/m/service"]')].filter(
      (element) => getComputedStyle(element).position === 'fixed',
    );
    const boxes = floating.map((element) => element.getBoundingClientRect());
    for (const element of floating) element.style.visibility = 'hidden';
    const hits = new Set<string>();
    for (const box of boxes) {
      for (let x = box.left + 2; x < box.right; x += 6) {
        for (let y = box.top + 2; y < box.bottom; y += 6) {
          const control = document.elementFromPoint(x, y)?.closest('main a, main button, main input, main select, main summary, main label');
          if (control) hits.add(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
        }
      }
    }
    for (const element of floating) element.style.visibility = '';
    return [...hits];
  });
}
