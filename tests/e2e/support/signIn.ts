import { expect, type Page } from '@playwright/test';

/** Signs in the way the login form will: a same-origin POST to the backend-for-frontend from the page. */
export async function signInThroughBff(page: Page, username: string, password: string) {
  const answer = await page.evaluate(
    async ([user, pass]) => {
      const response = await fetch('/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: user, password: pass, type: 'username' }),
      });
      return { status: response.status, text: await response.text() };
    },
    [username, password] as const,
  );
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text).success).toBe(true);
  return answer.text;
}

/**
 * The same sign-in from the page's request context, which shares the page's cookies, without a page loaded to
 * send it from: for a test that needs only the session and opens its own screen next, loading a screen just to
 * sign in from costs a page load of CPU for nothing. The sign-in form itself is tested through the UI.
 */
export async function signInBeforeOpening(page: Page, username: string, password: string) {
  // The request context resolves paths against the test's baseURL; the door checks the Origin is the site's own.
  const origin = new URL((await page.request.get('/api/health/live')).url()).origin;
  const answer = await page.request.post('/wps/session/login', {
    headers: { Origin: origin },
    data: { username, password, type: 'username' },
  });
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(JSON.parse(text).success).toBe(true);
  return text;
}
