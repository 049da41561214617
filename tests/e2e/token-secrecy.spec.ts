import { expect, test } from './support/fixtures';
import { signInThroughBff } from './support/signIn';

// The browser never receives the platform token (cookies and JSON checked)
test('the platform token never reaches the browser', async ({ page, context, sim }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    try {
      bodies.push(await response.text());
    } catch {
      // redirects and aborted requests have no body
    }
  });
  await page.goto('/m/home');
  const loginAnswer = await signInThroughBff(page, 'demo01', 'Demo1234');
  const tokens = (await sim.tokens()).filter((t) => t.userName === 'demo01').map((t) => t.token);
  expect(tokens.length).toBeGreaterThan(0);
  const token = tokens.at(-1)!;

  // the platform did get it, attached by the server
  await page.evaluate(() => fetch('/wps/member/info').then((r) => r.text()));
  await page.goto('/m/home');
  await page.evaluate(() => fetch('/wps/wallets/balance').then((r) => r.text()));
  const sent = (await sim.requests()).filter((r) => r.path === '/wps/member/info');
  expect(sent.at(-1)?.headers.authorization).toBe(token);

  expect(loginAnswer).not.toContain(token);
  for (const body of bodies) expect(body).not.toContain(token);
  const cookies = await context.cookies();
  for (const cookie of cookies) expect(cookie.value).not.toContain(token);
  const session = cookies.find((c) => c.name === 'mc_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mc_session');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(token);
  // and the browser never asked for the platform's key
  expect(bodies.join('\n')).not.toMatch(/[0-9a-f]{256}/);
});

test('cross-site writes to the backend-for-frontend are refused', async ({ page }) => {
  const response = await page.request.post('/wps/session/login/freeplay', {
    data: {},
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
});
