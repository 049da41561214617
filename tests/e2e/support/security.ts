import type { APIRequestContext, Page } from '@playwright/test';

/** The nonce of a CSP's script-src ('nonce-…'), or null. */
export function scriptNonceOf(csp: string | undefined): string | null {
  const scriptSrc = csp?.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  return scriptSrc?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

/** Every <script …> opening tag of a document. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

/** Signs in through the backend-for-frontend from the test's request context (shares the page's cookies). */
export async function signInByRequest(request: APIRequestContext, baseURL: string, username: string, password: string) {
  const response = await request.post('/wps/session/login', {
    data: { username, password, type: 'username' },
    headers: { Origin: baseURL },
  });
  if (response.status() !== 200) throw new Error(`sign-in of ${username} answered ${response.status()}`);
}

/**
 * Collects what the page's CSP refuses: `securitypolicyviolation` events (registered before any page script)
 * and the console's "Refused to …" lines. Read with `violations()` after the page has settled.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleRefusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) consoleRefusals.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ...consoleRefusals,
  ];
}

