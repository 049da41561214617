import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectUnchangedFor } from './support/unchanged';
import { signInBeforeOpening as signIn } from './support/signIn';
import { InboxPage } from './pages/InboxPage';

/** Row 26 as the home dot reads it, through the browser's door. */
async function unreadCount(page: Page): Promise<number> {
  const answer = await page.request.get('/wps/inbox/unread');
  return (await answer.json()).value;
}

// SPEC §2 message centre /m/webEmail, §6 members have an inbox, §7 INBOX3 (throttled 250 ms)
test.describe('inbox', () => {
  test('visitors are sent to sign in', async ({ page }) => {
    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
  });

  test('demo01 pages through 30 messages, 26 a page, newest first, with unread markers', async ({ page, inboxPage: inbox }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await inbox.goto();
    await expect(inbox.title).toBeVisible();
    await expect(inbox.messages).toHaveCount(26);
    await expect(inbox.messages.first()).toContainText('Đã nhận tiền nạp #30');
    await expect(inbox.unreadMarkers).toHaveCount(2);
    await expect(inbox.unreadMarker('Đã nhận tiền nạp #30')).toBeVisible();

    await inbox.more.click();
    await expect(page).toHaveURL(/\/m\/webEmail\?page=2#inbox-page-2$/);
    await expect(inbox.messages).toHaveCount(30);
    await expect(inbox.messages.nth(26)).toHaveAttribute('id', 'inbox-page-2');
    await expect(inbox.unreadMarkers).toHaveCount(3);
    await expect(inbox.unreadMarker('Đã xử lý rút tiền #3')).toBeVisible();
    await expect(inbox.more).toHaveCount(0);
  });

  test('in Bengali at 320 px each row shows it opens: a chevron at its end (mirrored right to left) and a preview line', async ({ page, context, baseURL }) => {
    // SPEC §2 message centre: the rows are the way into the messages.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await page.setViewportSize({ width: 320, height: 700 });
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/m/webEmail');
    const row = page.locator('li[data-entry-id]').first();
    const [chevron, preview] = [row.locator('summary [data-chevron]'), row.locator('summary [data-preview]')];
    await expect(chevron).toBeVisible();
    const [rowBox, chevronBox] = [await row.boundingBox(), await chevron.boundingBox()];
    expect(rowBox!.x + rowBox!.width - (chevronBox!.x + chevronBox!.width)).toBeLessThan(12);
    await expect(preview).toBeVisible();
    const content = (await row.locator('details > div').textContent())!.trim();
    expect(content.startsWith((await preview.textContent())!.trim().slice(0, 20))).toBe(true);
    // One line, cut with an ellipsis: the row stays short.
    expect((await preview.boundingBox())!.height).toBeLessThan(26);
    expect(await preview.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');

    await row.locator('summary').click();
    await expect(preview).toBeHidden();
    await expect.poll(() => chevron.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^matrix\([-\d.e]+, 1, -1, /);
    await row.locator('summary').click();
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    await expect.poll(() => chevron.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^matrix\(-1, 0, 0, 1/);
  });

  test('the more link works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/m/home');
    // Sign in through a plain request of this context (scripts are off, so not from the page).
    const answer = await page.request.post('/wps/session/login', {
      data: { username: 'demo01', password: 'Demo1234', type: 'username' },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect((await answer.json()).success).toBe(true);
    const inbox = new InboxPage(page);
    await inbox.goto();
    await expect(inbox.messages).toHaveCount(26);
    await inbox.more.click();
    await expect(inbox.messages).toHaveCount(30);
    await context.close();
  });

  test('mobile01 has an empty inbox', async ({ page, inboxPage: inbox }) => {
    await signIn(page, 'mobile01', 'Mobile1234');
    await inbox.goto();
    await expect(inbox.empty).toBeVisible();
    await expect(inbox.more).toHaveCount(0);
  });

  test('opening an unread message marks it read here at once, then on the platform, lowering the home unread count', async ({ page, sim, inboxPage: inbox }) => {
    await signIn(page, 'demo01', 'Demo1234');
    expect(await unreadCount(page)).toBe(3);
    await inbox.goto();
    await sim.setState({ faults: [{ path: '/wps/inbox/read', latencyMs: 1000 }] });
    await sim.clearRequests();

    const opener = inbox.opener('Đã nhận tiền nạp #30');
    await opener.click();
    await expect(inbox.unreadMarker('Đã nhận tiền nạp #30')).toHaveCount(0, { timeout: 500 });
    await expect(inbox.content('Đã nhận tiền nạp #30')).toHaveText('Tiền nạp của bạn đã được cộng vào ví chính.');
    await expect(inbox.content('Đã nhận tiền nạp #30')).toBeVisible();
    await opener.click();
    await opener.click();

    await expect.poll(async () => (await sim.requests('/wps/inbox/read')).length, { timeout: 10_000 }).toBe(1);
    await expectUnchangedFor(1200, () => sim.requests('/wps/inbox/read'), (reads) => expect(reads).toHaveLength(1));
    const sent = await sim.requests('/wps/inbox/read');
    expect(sent).toHaveLength(1);
    expect(String(JSON.parse(sent[0]!.body).id)).toBe('5001');
    await expect.poll(() => unreadCount(page)).toBe(2);

    // The home dot reads the same count.
    await page.goto('/m/home');
    await expect(page.locator('[data-unread]')).toHaveAttribute('data-unread', '2');
  });

  // SPEC §4 mark-as-read is sent after the entry is shown: the GET of a message's address (a link or a prefetch from
  // another site, which the session cookie follows) changes nothing; the page, once it shows the message, tells the
  // platform with a same-origin POST.
  test('a message address opened from another site marks nothing read; the page showing it does, by its POST', async ({ page, sim, inboxPage: inbox }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await sim.clearRequests();
    const crossSite = await page.request.get('/m/webEmail?id=5001', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', Referer: 'https://elsewhere.example/' },
    });
    expect(crossSite.status()).toBe(200);
    expect(await crossSite.text()).toContain('Đã nhận tiền nạp #30');
    expect(await sim.requests('/wps/inbox/read')).toHaveLength(0);
    expect(await unreadCount(page)).toBe(3);

    await page.goto('/m/webEmail?id=5001');
    await expect(inbox.messageTitle).toHaveText('Đã nhận tiền nạp #30');
    await expect.poll(async () => (await sim.requests('/wps/inbox/read')).map((request) => String(JSON.parse(request.body).id))).toEqual(['5001']);
    await expect.poll(() => unreadCount(page)).toBe(2);
  });

  test('shows a translated error state when the platform fails', async ({ page, sim, inboxPage: inbox }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await sim.setState({ faults: [{ path: '/wps/inbox', status: 503 }] });
    await inbox.goto();
    await expect(inbox.failed).toBeVisible();
  });
});
