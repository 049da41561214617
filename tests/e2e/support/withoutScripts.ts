import type { Page } from '@playwright/test';

/**
 * Runs `steps` in a page without scripts (what a player sees before hydration), signed in as `page` is: a context
 * of its own with the same cookies, closed afterwards even when a step fails.
 */
export async function withoutScripts(page: Page, steps: (plain: Page) => Promise<void>): Promise<void> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    await steps(await context.newPage());
  } finally {
    await context.close();
  }
}
