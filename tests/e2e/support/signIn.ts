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
