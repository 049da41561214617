import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInBeforeOpening, signInThroughBff } from './support/signIn';
import { untilHydrated } from './support/hydration';
import { SEEDED_SYMBOL } from './support/money';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A real JPEG, drawn by the browser itself. */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c33';
    context.fillRect(0, 0, 8, 8);
    return canvas.toDataURL('image/jpeg');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

// /m/activity and /m/activityInfo (SPEC §2; §5 activity upload; README rows 65-68)
test.describe('activities', () => {
  test('demo01 applies to an UPLOAD activity: wrong type, oversize and a 141-character comment refused, then two images with progress', async ({ page, sim, activityPage: activities }) => {
    // A visitor sees the detail with a login link instead of the form.
    await activities.gotoDetail(301);
    await expect(activities.detail.getByRole('heading', { name: 'Cuối tuần sòng bài trực tuyến' })).toBeVisible();
    await expect(activities.loginToApply).toHaveAttribute('href', '/m/login?redirect=%2Fm%2FactivityInfo%3Fid%3D301');
    await expect(activities.comment).toHaveCount(0);

    await signInThroughBff(page, 'demo01', 'Demo1234');
    await activities.gotoList();
    // The PR announcements of row 23 are among the activities; the member's status and the ended one are marked.
    await expect(activities.card('Thưởng nạp lần đầu')).toBeVisible();
    await expect(activities.card('Hoàn trả hằng tuần')).toBeVisible();
    await expect(activities.card('Hoàn tiền thể thao 1,2%').getByTestId('activity-status')).toHaveText('Đã duyệt');
    await expect(activities.card('Giải độc đắc xổ số mỗi ngày')).toContainText('Đã kết thúc');
    await activities.card('Cuối tuần sòng bài trực tuyến').getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=301$/);

    // Checked before upload: neither file leaves the browser.
    await activities.images.setInputFiles([
      { name: 'win.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) },
    ]);
    await expect(activities.imageProblems).toHaveText(['win.gif không phải ảnh PNG hoặc JPG.', 'big.png lớn hơn 5 MB.']);
    await expect(activities.picked).toHaveCount(0);

    const tooLong = 'x'.repeat(141);
    await activities.comment.fill(tooLong);
    await expect(activities.commentNote).toHaveText('Bình luận có 141 ký tự; tối đa 140 ký tự.');
    await activities.apply.click();
    await expect(activities.comment).toHaveValue(tooLong);
    await expect(activities.comment).toBeFocused();

    const comment = 'Thắng lớn ở Lightning Roulette! 🎉';
    await activities.comment.fill(comment);
    await expect(activities.commentNote).toHaveText(`${comment.length}/140 ký tự`);
    const uploads: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/wps/activity/image')) uploads.push((await response.json()).value.imageId);
    });
    await activities.images.setInputFiles([
      { name: 'win1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'win2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) },
    ]);
    await expect(activities.imageProblems).toHaveCount(0);
    for (const name of ['win1.png', 'win2.jpg']) {
      await expect(activities.preview(name)).toBeVisible();
      await expect(activities.progress(name)).toHaveAttribute('value', '100');
    }
    await expect(activities.picked.getByTestId('upload-progress')).toHaveText(['100 %', '100 %']);
    expect(await sim.requests('/wps/activity/apply')).toHaveLength(0);
    await activities.apply.click();
    await expect(activities.applicationStatus).toHaveText('Đăng ký của bạn: Đang chờ duyệt');

    // Row 67 got each image as base64 JSON typed by its bytes; row 68 the exact comment and the ids it answered.
    const images = await sim.requests('/wps/activity/image');
    expect(images.map((request) => request.headers['module-id'])).toEqual(['ACTIVITY3', 'ACTIVITY3']);
    const sentImages = images.map((request) => JSON.parse(request.body));
    expect(sentImages.map(({ fileName, contentType }) => ({ fileName, contentType })).sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([
      { fileName: 'win1.png', contentType: 'image/png' },
      { fileName: 'win2.jpg', contentType: 'image/jpeg' },
    ]);
    expect(Buffer.from(sentImages.find((image) => image.fileName === 'win1.png').data, 'base64').equals(PNG)).toBe(true);
    const applied = await sim.requests('/wps/activity/apply');
    expect(applied).toHaveLength(1);
    const body = JSON.parse(applied[0]!.body);
    expect(body).toMatchObject({ activityId: 301, comment });
    expect([...body.imageIds].sort()).toEqual([...uploads].sort());
    expect(uploads).toHaveLength(2);

    // A one-tap (APPLY) activity: the button alone.
    await activities.gotoDetail(221);
    await expect(activities.comment).toHaveCount(0);
    await activities.apply.click();
    await expect(activities.applicationStatus).toHaveText('Đăng ký của bạn: Đang chờ duyệt');
    expect(JSON.parse((await sim.requests('/wps/activity/apply')).at(-1)!.body)).toEqual({ activityId: 221, comment: '', imageIds: [] });
    await activities.gotoList();
    await expect(activities.card('Cuối tuần sòng bài trực tuyến').getByTestId('activity-status')).toHaveText('Đang chờ duyệt');
    await expect(activities.card('Thưởng nạp lần đầu').getByTestId('activity-status')).toHaveText('Đang chờ duyệt');
  });

  // An application left unconfirmed (the platform's answer lost after it recorded it) is worded as a request, not a
  // payment, links to the activity's own status, and sending it again records one application.
  test('an application the platform recorded but did not confirm says so without speaking of money; applying again records it once', async ({ page, sim, activityPage: activities }) => {
    test.setTimeout(60_000);
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await activities.gotoDetail(221);
    await sim.setState({ faults: [{ path: '/wps/activity/apply', reset: true, delay: 'after' }] });
    await activities.apply.click();
    const notice = page.getByRole('alertdialog', { name: 'Thông báo' });
    await expect(notice).toContainText('Chưa xác nhận được kết quả. Vui lòng kiểm tra trước khi thử lại; gửi lại biểu mẫu này sẽ không gửi yêu cầu hai lần.');
    await expect(notice).not.toContainText('tiền');
    await expect(page.getByRole('link', { name: 'Kiểm tra ngay' })).toHaveAttribute('href', '/m/activityInfo?id=221');
    await notice.getByRole('button', { name: 'Xác nhận' }).click();
    await sim.setState({ faults: [] });
    await activities.apply.click();
    await expect(activities.applicationStatus).toHaveText('Đăng ký của bạn: Đang chờ duyệt');
    const sent = await sim.requests('/wps/activity/apply');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
  });

  // SPEC §8 logged out: an image picked after the session cookie has gone (signed out in another tab) goes to the
  // login with the way back, like every other call to a door; the platform receives no image.
  test('an image picked after the session has ended leads to the login saying the account was logged out', async ({ page, sim, baseURL, activityPage: activities }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await activities.gotoDetail(301);
    await untilHydrated(page);
    await page.context().clearCookies({ name: 'mc_session' });
    await activities.images.setInputFiles([{ name: 'late.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page).toHaveURL(`${baseURL}/m/login?redirect=${encodeURIComponent('/m/activityInfo?id=301')}&expired=1`);
    await expect(page.getByTestId('session-expired')).toHaveText('Tài khoản đã đăng xuất, vui lòng đăng nhập lại');
    expect(await sim.requests('/wps/activity/image')).toHaveLength(0);
  });

  test('an image bar fills only once the platform has the image, so a full bar can be applied at once', async ({ page, sim, activityPage: activities }) => {
    // SPEC §5 activity upload: the progress is the upload's; the last byte sent is not yet an uploaded image.
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await activities.gotoDetail(301);
    await sim.setState({ faults: [{ path: '/wps/activity/image', latencyMs: 1500 }] });
    await activities.comment.fill('Thắng lớn!');
    await activities.images.setInputFiles([{ name: 'win1.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(activities.progress('win1.png')).toHaveAttribute('value', '99');
    await expect(activities.picked.getByTestId('upload-progress')).toHaveText(['99 %']);
    await expect(activities.progress('win1.png')).toHaveAttribute('value', '100', { timeout: 10_000 });
    await activities.apply.click();
    await expect(activities.applicationStatus).toHaveText('Đăng ký của bạn: Đang chờ duyệt');
  });
});

// The upload application works before hydration too (the files travel as multipart to the server action)
test.describe('activities without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the server refuses a 141-character comment keeping it, then applies with the posted image', async ({ page, sim, baseURL, activityPage: activities }) => {
    const signIn = await page.request.post('/wps/session/login', {
      data: { username: 'demo01', password: 'Demo1234', type: 'username' },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(signIn.status()).toBe(200);
    await activities.gotoDetail(301);
    const tooLong = 'y'.repeat(141);
    await activities.comment.fill(tooLong);
    await activities.images.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await activities.apply.click();
    await expect(activities.commentNote).toHaveText('Bình luận có 141 ký tự; tối đa 140 ký tự.');
    await expect(activities.comment).toHaveValue(tooLong);
    expect(await sim.requests('/wps/activity/image')).toHaveLength(0);

    await activities.comment.fill('No scripts needed');
    await activities.images.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await activities.apply.click();
    await expect(activities.applicationStatus).toHaveText('Đăng ký của bạn: Đang chờ duyệt');
    const [image] = await sim.requests('/wps/activity/image');
    expect(JSON.parse(image!.body)).toMatchObject({ fileName: 'slip.png', contentType: 'image/png', data: PNG.toString('base64') });
    const [applied] = await sim.requests('/wps/activity/apply');
    expect(JSON.parse(applied!.body)).toMatchObject({ activityId: 301, comment: 'No scripts needed', imageIds: [expect.stringMatching(/^IMG/)] });
  });
});

// /m/rewardCenter (REWCEN3, README rows 69-70) and /m/leaderBoard (row 71)
test.describe('reward centre and leaderboard', () => {
  test('claiming a reward raises the balance; REWCEN3 off shows the centre unavailable', async ({ page, sim, rewardCenterPage: rewards, memberCentrePage: centre }) => {
    await signInBeforeOpening(page, 'demo01', 'Demo1234');
    await rewards.goto();
    await expect(rewards.rewards).toHaveCount(4);
    await expect(rewards.reward('Thưởng nạp lại cuối tuần')).toContainText('Doanh thu cược x5');
    await expect(rewards.reward('Thưởng thăng cấp VIP').getByTestId('reward-status')).toHaveText('Đã nhận');
    await expect(rewards.reward('Giải rút thăm may mắn').getByTestId('reward-status')).toHaveText('Đã hết hạn');

    await rewards.claim('Thưởng nạp lại cuối tuần').click();
    // 12,345.67 + 120.00
    await expect(rewards.claimed).toHaveText(`Đã nhận Thưởng nạp lại cuối tuần: cộng ${SEEDED_SYMBOL}120.00. Số dư hiện tại ${SEEDED_SYMBOL}12,465.67.`);
    await expect(rewards.reward('Thưởng nạp lại cuối tuần').getByTestId('reward-status')).toHaveText('Đã nhận');
    await expect(rewards.claim('Quà sinh nhật')).toBeVisible();
    const claims = await sim.requests('/wps/rewards/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.headers['module-id']).toBe('REWCEN3');
    expect(JSON.parse(claims[0]!.body)).toEqual({ id: 'RW1002' });
    await centre.goto();
    await expect(centre.balance).toHaveText(`${SEEDED_SYMBOL}12,465.67`);

    await sim.setState({ flags: { REWCEN3: false } });
    await rewards.goto();
    await expect(rewards.unavailable).toHaveText('Chức năng này tạm thời không khả dụng');
    await expect(rewards.rewards).toHaveCount(0);
  });

  test('the leaderboard switches period by link, ranks the signed-in member', async ({ page, sim, leaderBoardPage: board }) => {
    await board.goto();
    await expect(board.period('Hôm nay')).toHaveAttribute('aria-current', 'page');
    await expect(board.rows).toHaveCount(20);
    await expect(board.signIn).toBeVisible();

    await board.period('Tháng này').click();
    await expect(page).toHaveURL(/\/m\/leaderBoard\?period=MONTH$/);
    await expect(board.period('Tháng này')).toHaveAttribute('aria-current', 'page');
    const asked = await sim.requests('/wps/leaderboard');
    expect(asked.at(-1)!.query.period).toBe('MONTH');
    expect(asked.at(-1)!.headers['module-id']).toBe('LEADERBOARD3');
    // The rows are the platform's: the same answer straight from the simulator.
    const platform = await fetch(`${sim.url}/wps/leaderboard?period=MONTH`, { headers: { Merchant: 'mer01', 'Module-Id': 'LEADERBOARD3' } });
    const { value } = await platform.json();
    await expect(board.rows.first()).toContainText(value.content[0].userName);
    await expect(board.rows.nth(19)).toContainText(value.content[19].userName);

    await signInThroughBff(page, 'demo01', 'Demo1234');
    await board.goto('WEEK');
    await expect(board.myRank).toContainText('Hạng của tôi');
    await expect(board.signIn).toHaveCount(0);
    await expect(board.rows.filter({ hasText: 'de***01' })).toHaveCount(1);
  });
});
