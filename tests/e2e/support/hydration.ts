import { expect, type Page } from '@playwright/test';

/** True once React has hydrated the server HTML (it tags the DOM nodes it owns). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const node = document.querySelector('main') ?? document.body;
    return Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Waits for hydration. A form that asks for confirmation once scripts run posts at once before (the no-script path
 * of SPEC's forms); a test of the confirm dialog waits for this before its first tap.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page), { message: 'the page hydrated' }).toBe(true);
}
