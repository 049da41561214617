import { expect, test } from './support/fixtures';
import { expectUnchangedFor } from './support/unchanged';
import { signInBeforeOpening as signIn } from './support/signIn';
import type { SimRequest } from './support/sim';

const isMarkRead = (request: SimRequest) => request.method === 'POST' && request.path === '/wps/announcements/read';
const isList = (request: SimRequest) => request.method === 'GET' && request.path === '/wps/announcements';
const announcementId = (request: SimRequest) => String(JSON.parse(request.body).announcementId);

// SPEC §2 /m/notice, §3 Announcement, §4 announcements mark-as-read, §7 (throttled 150 ms)
test.describe('announcements', () => {
  test('lists the player announcements by type, with the notice frame', async ({ page, noticePage: notices }) => {
    await notices.goto();
    await expect(notices.title).toBeVisible();
    // SPEC §2: back from notice goes home; no bottom menu on /m/notice.
    await expect(notices.back).toHaveAttribute('href', '/m/home');
    await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
    await expect(notices.tab('Thông báo')).toHaveAttribute('aria-current', 'page');
    await expect(notices.entries).toHaveCount(6);
    await expect(notices.opener('Bảo trì hệ thống vào Chủ nhật')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await notices.tab('Khuyến mãi').click();
    await expect(page).toHaveURL(/\/m\/notice\?types=PR$/);
    await expect(notices.tab('Khuyến mãi')).toHaveAttribute('aria-current', 'page');
    await expect(notices.entries).toHaveCount(2);
    await expect(notices.entry('Thưởng nạp lần đầu')).toBeVisible();

    await notices.tab('Tin nổi bật').click();
    await expect(notices.entries).toHaveCount(2);
    await expect(notices.entry('Tải ứng dụng')).toBeVisible();
  });

  test('a visitor opens a notice: its content shows and it reads as read, but nothing is sent', async ({ sim, noticePage: notices }) => {
    await notices.goto('PL');
    await expect(notices.unreadMarker('Cập nhật kênh nạp tiền')).toBeVisible();
    await sim.clearRequests();
    await notices.opener('Cập nhật kênh nạp tiền').click();
    await expect(notices.entry('Cập nhật kênh nạp tiền').getByText('Nạp tiền qua chuyển khoản ngân hàng nay được cộng trong vòng 3 phút.')).toBeVisible();
    await expect(notices.unreadMarker('Cập nhật kênh nạp tiền')).toHaveCount(0);
    await expectUnchangedFor(500, () => sim.requests('/wps/announcements'), (sent) => expect(sent).toEqual([]));
  });

  test('demo01 opens an unread notice: the marker goes at once, then mark-as-read is sent, then the list reloaded', async ({ page, sim, noticePage: notices }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await notices.goto('PL');
    await expect(notices.unreadMarker('Slot mới từ PG Soft')).toBeVisible();
    await expect(notices.unreadMarker('Bảo trì hệ thống vào Chủ nhật')).toHaveCount(0);
    // Hold the platform's answer to the mark-as-read call: the marker must already be gone without it.
    await sim.setState({ faults: [{ path: '/wps/announcements/read', latencyMs: 1500 }] });
    await sim.clearRequests();

    await notices.opener('Slot mới từ PG Soft').click();
    await expect(notices.unreadMarker('Slot mới từ PG Soft')).toHaveCount(0, { timeout: 500 });
    await expect(notices.entry('Slot mới từ PG Soft').getByText('Mười trò slot mới của PG Soft đã ra mắt.')).toBeVisible();
    expect((await sim.requests('/wps/announcements')).filter(isList)).toEqual([]);

    await expect.poll(async () => (await sim.requests('/wps/announcements')).filter(isList).length, { timeout: 10_000 }).toBe(1);
    const log = await sim.requests('/wps/announcements');
    const post = log.findIndex(isMarkRead);
    const reload = log.findIndex(isList);
    expect(post).toBeGreaterThanOrEqual(0);
    expect(post).toBeLessThan(reload);
    expect(JSON.parse(log[post]!.body)).toMatchObject({ read: true });
    expect(announcementId(log[post]!)).toBe('202');
    expect(log[reload]!.query.types).toBe('PL');
    await expect(notices.unreadMarker('Slot mới từ PG Soft')).toHaveCount(0);

    // The platform keeps it read.
    await notices.goto('PL');
    await expect(notices.entry('Slot mới từ PG Soft')).toBeVisible();
    await expect(notices.unreadMarker('Slot mới từ PG Soft')).toHaveCount(0);
    await expect(notices.unreadMarker('Lịch quay xổ số')).toBeVisible();
  });

  test('a quick double open sends mark-as-read once', async ({ page, sim, noticePage: notices }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await notices.goto('PL');
    await expect(notices.unreadMarker('Lịch quay xổ số')).toBeVisible();
    await sim.clearRequests();
    const opener = notices.opener('Lịch quay xổ số');
    await opener.click();
    await opener.click();
    await opener.click();
    await expect(notices.unreadMarker('Lịch quay xổ số')).toHaveCount(0);
    await expect.poll(async () => (await sim.requests('/wps/announcements')).filter(isList).length, { timeout: 10_000 }).toBe(1);
    await expectUnchangedFor(500, async () => (await sim.requests('/wps/announcements')).filter(isList), (lists) => expect(lists).toHaveLength(1));
    const log = await sim.requests('/wps/announcements');
    expect(log.filter(isMarkRead).map(announcementId)).toEqual(['204']);
    expect(log.filter(isList)).toHaveLength(1);
  });

  test('an announcement opens from its link (?id=) and counts as read', async ({ page, sim, noticePage: notices }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await notices.goto('PL', '206');
    await expect(notices.entry('Nâng cấp chương trình VIP').getByText('Các cấp VIP nay được hoàn trả hằng tuần.')).toBeVisible();
    await expect(notices.unreadMarker('Nâng cấp chương trình VIP')).toHaveCount(0);
    await expect.poll(async () => (await sim.requests('/wps/announcements/read')).map(announcementId)).toEqual(['206']);
  });

  test('agent01 sees the agent announcements with the unread badge, which drops when one is opened', async ({ page, sim, noticePage: notices }) => {
    await signIn(page, 'agent01', 'Agent1234');
    await notices.gotoAgent();
    await expect(notices.agentTitle).toBeVisible();
    await expect(notices.entries).toHaveCount(3);
    await expect(notices.badge()).toHaveText('2 chưa đọc');
    await expect(notices.unreadMarker('Cập nhật hoa hồng đại lý')).toHaveCount(0);
    await notices.opener('Công cụ tuyến dưới mới').click();
    await expect(notices.unreadMarker('Công cụ tuyến dưới mới')).toHaveCount(0);
    await expect(notices.badge()).toHaveText('1 chưa đọc');
    // The read is the platform's once its POST has reached it; a reload sooner may come before it.
    await expect.poll(async () => (await sim.requests('/wps/announcements/read')).length).toBe(1);
    await page.reload();
    await expect(notices.badge()).toHaveText('1 chưa đọc');
  });

  test('demo01 cannot open the agent announcements: replaced to /m/home', async ({ page }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/m/member/notice?types=A');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('shows an empty state when the platform has no notices', async ({ sim, noticePage: notices }) => {
    await sim.setState({ emptyAnnouncements: ['PL'] });
    await notices.goto('PL');
    await expect(notices.empty).toBeVisible();
    await expect(notices.entries).toHaveCount(0);
    await expect(notices.tabs).toBeVisible();
  });

  test('shows a translated error state when the platform fails', async ({ sim, noticePage: notices }) => {
    await sim.setState({ faults: [{ path: '/wps/announcements', status: 503 }] });
    await notices.goto('PR');
    await expect(notices.failed).toBeVisible();
    await expect(notices.failed.getByRole('link', { name: 'Thử lại' })).toHaveAttribute('href', '/m/notice?types=PR');
  });
});
