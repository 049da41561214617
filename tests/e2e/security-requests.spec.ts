import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './pages/LoginPage';

/** Platform calls the simulator saw, apart from the settings the app fetches by itself. */
async function platformCalls(sim: { requests(): Promise<{ path: string }[]> }) {
  return (await sim.requests()).map((r) => r.path).filter((path) => !path.startsWith('/wps/system/settings'));
}

/** The member login form's fields as the server wrote them (a no-script form posts exactly these). */
async function loginFormFields(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/m/login')).text();
  // The sign-in form, not the language form above it.
  const form = [...html.matchAll(/<form[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]).find((text) => text.includes('name="username"'))!;
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input[^>]*?name="([^"]+)"(?:[^>]*?value="([^"]*)")?[^>]*>/g)) {
    fields[name!] = (value ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return fields;
}

// "Security": cookies
test.describe('cookies and secrets', () => {
  test('behind HTTPS the session cookie is Secure, httpOnly and SameSite', async ({ page, baseURL }) => {
    const response = await page.request.post('/wps/session/login', {
      data: { username: 'demo01', password: 'Demo1234', type: 'username' },
      headers: { Origin: baseURL!, 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status()).toBe(200);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('mc_session='))!.value;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(await response.text()).not.toContain('Demo1234');
  });

  test('the form login with "remember" sets both cookies Secure and httpOnly behind HTTPS; the password is nowhere a script can read', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
    const page = await context.newPage();
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if ((response.headers()['content-type'] ?? '').match(/html|json|x-component/)) bodies.push(await response.text().catch(() => ''));
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.username.fill('demo01');
    await login.password.fill('Demo1234');
    await login.remember.check();
    const [action] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/m/login'),
      login.submit.click(),
    ]);
    const setCookies = (await action.headersArray()).filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    for (const name of ['mc_session', 'mc_remember']) {
      const cookie = setCookies.find((value) => value.startsWith(`${name}=`));
      expect(cookie, name).toMatch(/; HttpOnly/i);
      expect(cookie, name).toMatch(/; SameSite=Lax/i);
      expect(cookie, name).toMatch(/; Secure/i);
    }
    await expect(page).toHaveURL(/\/m\/home$/);
    await login.goto();
    await expect(login.username).toHaveValue('demo01');
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/mc_session|mc_remember/);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('Demo1234');
    expect(await page.content()).not.toContain('Demo1234');
    for (const body of bodies) expect(body).not.toContain('Demo1234');
    await context.close();
  });
});

// "Security": cross-site writes refused before the platform
test.describe('cross-site writes', () => {
  const writes: Array<[string, string]> = [
    ['POST', '/wps/session/login'],
    ['POST', '/wps/session/login/freeplay'],
    ['POST', '/wps/verification/sms/noLogin'],
    ['DELETE', '/wps/session/logout'],
    ['POST', '/lgw/games/favourite'],
    ['DELETE', '/lgw/games/favourite'],
    // PUT: no allowlisted call uses it, so the allowlist refuses it first (404, see path tricks)
  ];
  const foreign: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['no Origin', {}],
  ];

  test('POST, PUT and DELETE to /wps and /lgw from another site are refused and never reach the platform', async ({ page, sim }) => {
    for (const [method, path] of writes) {
      for (const [label, headers] of foreign) {
        const response = await page.request.fetch(path, {
          method,
          data: { username: 'demo01', password: 'Demo1234', type: 'username', mobileNum: '912345678', countryDialingCode: '84' },
          headers,
        });
        expect(response.status(), `${method} ${path} with ${label}`).toBe(403);
        expect(await response.json()).toMatchObject({ success: false, code: 'CROSS_ORIGIN' });
      }
    }
    expect(await platformCalls(sim)).toEqual([]);
  });

  test("a cross-site post to the login server action is refused by Next's origin check", async ({ page, sim, baseURL }) => {
    const fields = await loginFormFields(page.request);
    const multipart = { ...fields, username: 'demo01', password: 'Demo1234' };
    const response = await page.request.post('/m/login', {
      multipart,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).not.toBe(303);
    expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('mc_session='))).toEqual([]);
    expect(await platformCalls(sim)).not.toContain('/wps/session/login');
    // the same post from our own origin signs in: what refused the one above is the origin check
    const same = await page.request.post('/m/login', { multipart, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(same.status()).toBe(303);
    expect(await platformCalls(sim)).toContain('/wps/session/login');
  });

  test('a cross-site post to /api/locale changes no language', async ({ page, baseURL }) => {
    const response = await page.request.post('/api/locale', {
      form: { locale: 'en', returnTo: '/m/home' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
    const same = await page.request.post('/api/locale', { form: { locale: 'en', returnTo: '/m/home' }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(same.status()).toBe(303);
  });
});

// "Security": open-redirect attempts on every return path
const EVIL_RETURNS = [
  '//evil.example', 'https:evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
  '%2F%2Fevil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%09/evil.example', '%252F%252Fevil.example', '/.//evil.example',
];

test.describe('open redirects', () => {
  test('the language form only ever goes back to a page of this site', async ({ page, baseURL }) => {
    for (const returnTo of EVIL_RETURNS) {
      const response = await page.request.post('/api/locale', { form: { locale: 'en', returnTo }, headers: { Origin: baseURL! }, maxRedirects: 0 });
      expect(response.status(), returnTo).toBe(303);
      expect(response.headers().location, returnTo).toBe('/m/home');
    }
  });

  test('login with a foreign ?redirect ends home on this site', async ({ page, baseURL }) => {
    for (const redirect of ['//evil.example', '/%5Cevil.example', '%252F%252Fevil.example']) {
      await page.context().clearCookies();
      const login = new LoginPage(page);
      await login.goto(`/m/login?redirect=${encodeURIComponent(redirect)}`);
      await login.signIn('demo01', 'Demo1234');
      await expect(page, redirect).toHaveURL(`${baseURL}/m/home`);
    }
  });

  test('a social sign-in started with a foreign ?redirect ends home on this site', async ({ page, sim, baseURL }) => {
    await sim.setState({ socialLogin: ['google'] });
    await expect.poll(async () => (await page.request.get('/m/login/social/google', { maxRedirects: 0 })).headers().location ?? '', { timeout: 10_000 })
      .toContain('/idp/google/authorize');
    await page.goto(`/m/login/social/google?redirect=${encodeURIComponent('/%5Cevil.example')}`);
    await page.getByRole('button', { name: 'demo01@example.com' }).click();
    await expect(page).toHaveURL(`${baseURL}/m/home`);
  });
});

// "Security": path tricks outside the allowlist refused, nothing sent to the platform
test.describe('path tricks', () => {
  const raw = async (baseURL: string, method: string, path: string, extraHeaders: Record<string, string> = {}) => {
    // fetch would tidy the path; node:http sends it as written
    const { request } = await import('node:http');
    const url = new URL(baseURL);
    const payload = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? '{}' : undefined;
    const headers = {
      Origin: baseURL, 'Content-Type': 'application/json', ...(payload ? { 'Content-Length': String(payload.length) } : {}), ...extraHeaders,
    };
    return new Promise<{ status: number; body: string; location?: string; type?: string }>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, location: res.headers.location, type: res.headers['content-type'] }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  };

  test('encoded slashes, case variants, the wrong door and unlisted methods answer the 404 envelope', async ({ baseURL, sim }) => {
    const refused: Array<[string, string]> = [
      ['GET', '/wps/games%2Fhot'],
      ['GET', '/wps/GAMES/hot'],
      ['GET', '/wps/%2e%2e/wps/session/key/rsa'],
      ['GET', '/wps/session/key/rsa'],
      ['GET', '/lgw/wallets/balance'],
      ['GET', '/wps/games/hot%2F'],
      ['PATCH', '/wps/games/hot'],
      ['OPTIONS', '/wps/games/hot'],
      ['DELETE', '/wps/games/hot'],
      ['POST', '/wps/games/hot'],
      ['PUT', '/lgw/wallets/balance'],
    ];
    for (const [method, path] of refused) {
      const answer = await raw(baseURL!, method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body), `${method} ${path}`).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await platformCalls(sim)).toEqual([]);
  });

  test('dot segments, doubled and trailing slashes are resolved by Next before routing, never forwarded as written', async ({ baseURL, sim }) => {
    // Next resolves '..' (plain or %2e) the way browsers do: the request leaves the /wps door entirely.
    for (const path of ['/wps/../api/health', '/wps/%2e%2e/api/health', '/wps/%2E%2E/%2e%2e/api/health']) {
      const answer = await raw(baseURL!, 'GET', path);
      expect(JSON.parse(answer.body), path).toHaveProperty('status');
    }
    // '//' and a trailing '/' get a same-origin redirect to the tidy path, which then passes the allowlist again
    for (const path of ['/wps//games/hot', '/wps/games/hot/']) {
      const answer = await raw(baseURL!, 'GET', path);
      expect(answer.status, path).toBe(308);
      expect(answer.location, path).toBe('/wps/games/hot');
    }
    const calls = await platformCalls(sim);
    expect(calls.filter((path) => path.includes('..') || path.includes('//') || /%2e/i.test(path))).toEqual([]);
    expect(calls.filter((path) => path.startsWith('/wps/games'))).toEqual([]);
  });

  test('percent-encoded page paths meet the same session guard as the paths Next renders for them', async ({ baseURL }) => {
    for (const [encoded, plain] of [['/m/%61gent/home', '/m/agent/home'], ['/m/with%64raw', '/m/withdraw'], ['/m/%61gent%2Fhome', '/m/agent/home']] as const) {
      const answer = await raw(baseURL!, 'GET', encoded);
      const expected = await raw(baseURL!, 'GET', plain);
      expect(expected.status, plain).toBe(307);
      expect(answer.status, encoded).toBe(307);
      expect(answer.location, encoded).toBe(expected.location);
    }
    expect((await raw(baseURL!, 'GET', '/m/with%64raw')).location).toBe('/m/login?redirect=%2Fm%2Fwithdraw');
  });

  test('a malformed percent-encoding answers 400: the translated envelope on /wps and /lgw, a page elsewhere', async ({ baseURL, sim }) => {
    for (const [method, path] of [['GET', '/wps/%E0%A4%A'], ['POST', '/wps/session/%zz'], ['GET', '/lgw/games/%E0%A4%A']] as const) {
      const answer = await raw(baseURL!, method, path);
      expect(answer.status, path).toBe(400);
      expect(answer.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body), path).toEqual({
        success: false, value: null, code: 'BAD_REQUEST', message: 'Một số thông tin gửi đi không hợp lệ.',
      });
    }
    const english = await raw(baseURL!, 'GET', '/wps/%E0%A4%A', { Cookie: 'NEXT_LOCALE=en' });
    expect(JSON.parse(english.body)).toMatchObject({ code: 'BAD_REQUEST', message: 'Some of the information sent is not valid.' });
    for (const path of ['/m/%zz', '/m/%E0%A4%A']) {
      const answer = await raw(baseURL!, 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.type, path).toMatch(/^text\/html/);
      expect(answer.body, path).toContain('Một số thông tin gửi đi không hợp lệ.');
    }
    expect(await platformCalls(sim)).toEqual([]);
  });

  // SPEC §8 errors: bad input gets a translated answer, never a bare 500
  test('a path decoding to a line break, a malformed picture path and an action posted with an empty Origin answer the translated 400 page', async ({ baseURL, sim }) => {
    const answers = [
      await raw(baseURL!, 'GET', '/m/login%0d%0aSet-Cookie:%20x=1'),
      await raw(baseURL!, 'GET', '/play/%0d%0aX:1'),
      await raw(baseURL!, 'GET', '/img/750/%ZZ.jpg'),
      await raw(baseURL!, 'POST', '/m/login', { Origin: '', 'Next-Action': '0123456789abcdef0123456789abcdef01234567' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.body).toContain('Một số thông tin gửi đi không hợp lệ.');
    }
    const english = await raw(baseURL!, 'GET', '/play/%0d%0aX:1', { Cookie: 'NEXT_LOCALE=en' });
    expect(english.body).toContain('Some of the information sent is not valid.');
    expect(await platformCalls(sim)).toEqual([]);
  });
});
