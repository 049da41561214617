import { expect, test } from './support/fixtures';
import { signInBeforeOpening as signIn } from './support/signIn';
import { InboxPage } from './pages/InboxPage';
import { InviteFriendsPage } from './pages/MemberServicesPages';
import { SEEDED_SYMBOL } from './support/money';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

/** Opens each message's own page (?id=), deletes it from there through the confirm dialog. */
async function readThenDelete(inbox: InboxPage, id: string) {
  await inbox.page.goto(`/m/webEmail?id=${id}`);
  await inbox.askToDelete();
  await inbox.deleteDialog.getByRole('button', { name: 'Xóa' }).click();
  await expect(inbox.deletedStatus).toHaveText('Đã xóa 1 tin nhắn.');
}

// Member services (SPEC §2 /m/webEmail, /m/myAccount/index, /m/member/benefits, /m/inviteFriends;
// §5 feedback; §7 INBOX3, PROFPIC3, MEMCLUB3, FEEDBACK3; README rows 72-79)
test.describe('member services', () => {
  test('inbox: count, message page marked read once shown, delete with confirm; home dot and agent badge follow', async ({ page, sim, inboxPage: inbox, homePage: home, agentHomePage: agent }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await inbox.goto(2);
    await expect(inbox.unreadCount).toHaveText('3 chưa đọc');
    const unread = await inbox.unreadIds();
    expect(unread).toHaveLength(3);

    // The list links to the message's page (inside the disclosure, so it works without scripts); once the page shows
    // the message, it marks it read (row 51) with a POST of its own.
    await expect(inbox.detailLink('Đã nhận tiền nạp #30')).toHaveAttribute('href', `/m/webEmail?id=${unread[0]}`);
    await page.goto(`/m/webEmail?id=${unread[0]}`);
    await expect(inbox.messageTitle).toHaveText('Đã nhận tiền nạp #30');
    await expect.poll(async () => (await sim.requests('/wps/inbox/read')).map((request) => String(JSON.parse(request.body).id))).toEqual([unread[0]]);
    await page.goto('/m/webEmail');
    await expect(inbox.unreadCount).toHaveText('2 chưa đọc');
    await expect(inbox.unreadMarker('Đã nhận tiền nạp #30')).toHaveCount(0);

    // Delete: cancelling keeps the message; confirming sends row 72 and lands on the list without it.
    await page.goto(`/m/webEmail?id=${unread[1]}`);
    await inbox.askToDelete();
    await inbox.deleteDialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(inbox.deleteDialog).toBeHidden();
    expect((await sim.requests('/wps/inbox')).filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await inbox.askToDelete();
    await inbox.deleteDialog.getByRole('button', { name: 'Xóa' }).click();
    await expect(inbox.deletedStatus).toHaveText('Đã xóa 1 tin nhắn.');
    await expect(page).toHaveURL(/\/m\/webEmail\?deleted=1$/);
    const deleted = (await sim.requests('/wps/inbox')).filter((request) => request.method === 'DELETE');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.query).toEqual({ ids: unread[1] });
    expect(deleted[0]!.headers['module-id']).toBe('INBOX3');
    await expect(page.locator(`li[data-entry-id="${unread[1]}"]`)).toHaveCount(0);
    await readThenDelete(inbox, unread[2]!);
    await expect(inbox.unreadCount).toHaveText('Không có tin nhắn chưa đọc');

    await home.goto();
    await expect(home.profile).toBeVisible();
    await expect(page.locator('[data-unread]')).toHaveCount(0);

    // The agent home's mail badge reads the same count: one read and one deleted take 5 down to 3.
    await signIn(page, 'agent01', 'Agent1234');
    await inbox.goto();
    await expect(inbox.unreadCount).toHaveText('5 chưa đọc');
    const agentUnread = await inbox.unreadIds();
    expect(agentUnread).toHaveLength(5);
    // Opening a message in the list counts it down at once, before the platform hears of it.
    await sim.clearRequests();
    await page.locator(`li[data-entry-id="${agentUnread[0]}"] summary`).click();
    await expect(inbox.unreadCount).toHaveText('4 chưa đọc');
    await expect.poll(async () => (await sim.requests('/wps/inbox/read')).length).toBe(1);
    await readThenDelete(inbox, agentUnread[1]!);
    await agent.goto();
    await expect(agent.badge(agent.tile('Hộp thư'))).toHaveText('3');
  });

  test('my account: details, nickname refused then saved (row 74), head icon .gif refused, png uploaded (row 76)', async ({ page, sim, homePage: home, myAccountPage: account }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await home.goto();
    await home.userBlock.click();
    await expect(page).toHaveURL(/\/m\/myAccount\/index$/);
    await expect(account.detail('Tài khoản')).toHaveText('demo01');
    await expect(account.detail('Email')).toHaveText('de***@example.com');
    await expect(account.detail('Tên người nhận')).toHaveText('NGUYEN VAN AN');
    await expect(account.detail('Đã tham gia')).toHaveText('100 ngày');
    await expect(account.detail('Cấp VIP')).toHaveText('VIP 3');
    expect((await sim.requests('/wps/member/profile'))[0]!.headers['module-id']).toBe('COMM3');

    await account.nickname.fill('Lucky!');
    await account.saveNickname.click();
    await expect(account.nicknameError).toHaveText('Biệt danh: 2-20 chữ cái hoặc chữ số, các từ cách nhau bằng một dấu cách.');
    await expect(account.nickname).toHaveValue('Lucky!');
    expect(await sim.requests('/wps/member/nickname')).toHaveLength(0);
    await account.nickname.fill('Lucky Star');
    await account.saveNickname.click();
    await expect(account.nicknameSaved).toHaveText('Biệt danh của bạn giờ là Lucky Star.');
    const saved = await sim.requests('/wps/member/nickname');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.method).toBe('PUT');
    expect(JSON.parse(saved[0]!.body)).toEqual({ nickname: 'Lucky Star' });

    await expect(account.headIcon).toHaveCount(0);
    await account.headIconInput.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(account.headIconError).toHaveText('Ảnh phải là tệp PNG hoặc JPG.');
    // The refused file was taken out of the picker, so nothing is sent.
    await account.uploadHeadIcon.click();
    await expect(account.headIconError).toHaveText('Vui lòng chọn ảnh trước.');
    const iconCalls = async (method: string) => (await sim.requests('/wps/member/headIcon')).filter((request) => request.method === method);
    expect(await iconCalls('POST')).toHaveLength(0);
    expect((await iconCalls('GET'))[0]!.headers['module-id']).toBe('PROFPIC3');
    await account.headIconInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(account.headIconPreview).toBeVisible();
    await account.uploadHeadIcon.click();
    await expect(account.headIconSaved).toBeVisible();
    const uploads = await iconCalls('POST');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.headers['module-id']).toBe('PROFPIC3');
    expect(JSON.parse(uploads[0]!.body)).toEqual({ fileName: 'me.png', contentType: 'image/png', data: PNG.toString('base64') });
    // The new icon shows, loaded from the platform's image host under the page's CSP.
    await expect(account.headIcon).toHaveAttribute('src', /\/cdn\/headIcon\/[0-9a-f]{16}$/);
    await expect.poll(() => account.headIcon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    await account.goto();
    await expect(account.headIcon).toHaveAttribute('src', /\/cdn\/headIcon\/[0-9a-f]{16}$/);

    await home.goto();
    await expect(home.userBlock).toContainText('Lucky Star');
  });

  test('benefits by level and invite friends with copy and share; MEMCLUB3, REFERRAL and FEEDBACK3 off are unavailable', async ({ page, context, baseURL, sim, benefitsPage: benefits, inviteFriendsPage: invite, feedbackPage: feedback }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await signIn(page, 'demo01', 'Demo1234');
    await benefits.goto();
    await expect(benefits.current).toHaveText('Cấp của bạn: VIP 3');
    await expect(benefits.levels).toHaveCount(6);
    await expect(benefits.levels.locator('h3')).toHaveText([/^VIP 1/, /^VIP 2/, /^VIP 3/, /^VIP 4/, /^VIP 5/, /^VIP 6/]);
    await expect(benefits.currentLevel.locator('h3')).toHaveText('VIP 3 · cấp của bạn');
    await expect(page.getByText('Tiến độ lên VIP 4')).toBeVisible();
    expect((await sim.requests('/wps/member/club'))[0]!.headers['module-id']).toBe('MEMCLUB3');

    await invite.goto();
    const link = `${baseURL}/m/register?affiliateCode=DM1001`;
    await expect(invite.link).toHaveText(link);
    await expect(invite.code).toHaveText('DM1001');
    await expect(invite.figure('Đã đăng ký')).toHaveText('5');
    await expect(invite.figure('Đã nạp tiền')).toHaveText('3');
    await expect(invite.figure('Tiền thưởng')).toHaveText(`${SEEDED_SYMBOL}150.00`);
    await invite.copyLink.click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã sao chép liên kết' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await invite.copyCode.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('DM1001');
    await invite.share.click();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: 'Tham gia cùng tôi', text: 'Đăng ký với mã giới thiệu DM1001 của tôi', url: link },
    ]);
    // No share sheet in the browser, no Share button.
    const plain = await context.newPage();
    await plain.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await plain.goto('/m/inviteFriends');
    await expect(new InviteFriendsPage(plain).copyLink).toBeVisible();
    await expect(new InviteFriendsPage(plain).share).toHaveCount(0);
    await plain.close();

    // One switch of the platform for the three flags of the account screens (settings are cached 1 s).
    await sim.setState({ flags: { MEMCLUB3: false, FEEDBACK3: false }, promotions: { REFERRAL: false } });
    // The feedback screen reads only the cached settings, so once it says unavailable the app has the new flags.
    await expect(async () => {
      await feedback.goto();
      await expect(feedback.unavailable).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5000 });
    await benefits.goto();
    await expect(benefits.unavailable).toBeVisible();
    await invite.goto();
    await expect(invite.unavailable).toBeVisible();
    await page.goto('/m/service');
    await expect(page.getByRole('link', { name: 'Gửi góp ý cho chúng tôi' })).toHaveCount(0);
  });

  test('feedback from customer service: 141 characters refused and kept, then sent (row 78)', async ({ page, sim, feedbackPage: feedback }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/m/service');
    await page.getByRole('link', { name: 'Gửi góp ý cho chúng tôi' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
    await feedback.type('Trò chơi').check();
    const tooLong = 'ế'.repeat(141);
    await feedback.remark.fill(tooLong);
    await expect(page.getByText('141/140 ký tự')).toBeVisible();
    await feedback.submit.click();
    await expect(feedback.remarkError).toHaveText('Nội dung góp ý tối đa 140 ký tự.');
    await expect(feedback.remark).toHaveValue(tooLong);
    await expect(feedback.type('Trò chơi')).toBeChecked();
    expect(await sim.requests('/wps/feedback')).toHaveLength(0);

    const remark = 'ế'.repeat(140);
    await feedback.remark.fill(remark);
    await feedback.submit.click();
    await expect(feedback.sent).toHaveText('Cảm ơn bạn! Góp ý số 1 đã được gửi.');
    await expect(feedback.remark).toHaveValue('');
    const sent = await sim.requests('/wps/feedback');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.headers['module-id']).toBe('FEEDBACK3');
    expect(JSON.parse(sent[0]!.body)).toEqual({ type: 'GAME', remark });

  });
});
