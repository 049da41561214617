import type { Page } from '@playwright/test';
import { CONTROLS } from './tabWalk';

/** Touch targets at least 44 x 44 CSS px (WCAG 2.5.5). Half a pixel covers sub-pixel layout. */
const MIN_TARGET = 43.5;

/**
 * The visible controls smaller than 44 x 44 CSS px, as "name WxH". Exempt, as WCAG 2.5.5 and 2.5.8 allow:
 * a link inline in a sentence (its size is set by the line of text around it). A checkbox or radio counts
 * with its label, which operates it too.
 */
export async function smallTouchTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([selector, min, root]) => {
      const blockOf = (element: Element): Element => {
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        return block ?? document.body;
      };
      const inSentence = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        (blockOf(element).textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
      const targetBox = (element: Element) => {
        const box = element.getBoundingClientRect();
        const label = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element.labels?.[0] : undefined;
        if (!label) return box;
        const labelBox = label.getBoundingClientRect();
        return { width: Math.max(box.width, labelBox.width), height: Math.max(box.height, labelBox.height) };
      };
      return [...(document.querySelector(root)?.querySelectorAll(selector) ?? [])]
        .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !inSentence(element))
        .map((element) => ({ element, box: targetBox(element) }))
        .filter(({ box }) => box.width < min || box.height < min)
        .map(
          ({ element, box }) =>
            `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    },
    [CONTROLS, MIN_TARGET, within] as const,
  );
}
