import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function login(username = 'demo01', password = 'Demo1234') {
  const { body } = await simulator.client.login(username, password);
  expect(body.success).toBe(true);
  return body.value.token as string;
}

const activity = (path: string, options: { token?: string; json?: unknown; query?: Record<string, string | number> } = {}) =>
  simulator.client.call(`/wps/activity${path}`, { moduleId: 'ACTIVITY3', ...options });
const rewards = (path: string, token: string, json?: unknown) => simulator.client.call(`/wps/rewards${path}`, { moduleId: 'REWCEN3', token, json });
const upload = (token: string, bytes: Buffer, contentType = 'image/png') =>
  activity('/image', { token, json: { fileName: 'win.png', contentType, data: bytes.toString('base64') } });

// README rows 65-68, activities (SPEC §2 /m/activity, /m/activityInfo; §5 activity upload)
describe('activity rows 65-68', () => {
  it('lists the activities with the PR announcements of row 23, and the member application status', async () => {
    const visitor = await activity('');
    expect(visitor.body.success).toBe(true);
    const ids = visitor.body.value.content.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([221, 222, 301, 302, 303]));
    expect(visitor.body.value.content.every((entry: { status: unknown }) => entry.status === null)).toBe(true);
    const notices = await simulator.client.call('/wps/announcements', { moduleId: 'COMM3', query: { types: 'PR' } });
    for (const promotion of notices.body.value.promotions) {
      const listed = visitor.body.value.content.find((entry: { id: number }) => entry.id === promotion.id);
      expect(listed).toMatchObject({ title: promotion.title, imageUrl: promotion.url });
    }
    const token = await login();
    const member = await activity('', { token });
    expect(member.body.value.content.find((entry: { id: number }) => entry.id === 302).status).toBe('APPROVED');
  });

  it('takes an UPLOAD application with the member own images only, then refuses a second one', async () => {
    const token = await login();
    const refusedType = await upload(token, Buffer.from('GIF89a'), 'image/gif');
    expect(refusedType.body.code).toBe('IMAGE_TYPE');
    const uploaded = await upload(token, PNG);
    expect(uploaded.body.success).toBe(true);
    const { imageId } = uploaded.body.value;
    const other = await upload(await login('mobile01', 'Mobile1234'), PNG);

    const apply = (json: unknown) => activity('/apply', { token, json });
    expect((await apply({ activityId: 301, comment: 'x'.repeat(141), imageIds: [imageId] })).body.code).toBe('COMMENT_TOO_LONG');
    expect((await apply({ activityId: 301, comment: 'ok', imageIds: [imageId, imageId, imageId, imageId] })).body.code).toBe('TOO_MANY_IMAGES');
    expect((await apply({ activityId: 301, comment: 'ok', imageIds: [other.body.value.imageId] })).body.code).toBe('IMAGE_NOT_FOUND');
    expect((await apply({ activityId: 301, comment: 'ok', imageIds: [] })).body.code).toBe('IMAGE_REQUIRED');
    expect((await apply({ activityId: 303, comment: 'ok', imageIds: [imageId] })).body.code).toBe('ACTIVITY_ENDED');
    expect((await apply({ activityId: 222 })).body.code).toBe('NOT_APPLICABLE');

    const comment = 'y'.repeat(140);
    const applied = await apply({ activityId: 301, comment, imageIds: [imageId] });
    expect(applied.body.value).toMatchObject({ activityId: 301, comment, imageIds: [imageId], status: 'PENDING' });
    expect((await apply({ activityId: 301, comment, imageIds: [imageId] })).body.code).toBe('ALREADY_APPLIED');
    const detail = await activity('/detail', { token, query: { id: 301 } });
    expect(detail.body.value).toMatchObject({ status: 'PENDING', applications: [{ comment, imageIds: [imageId] }] });
    expect(detail.body.value.content).toContain('ảnh chụp màn hình');
    expect((await activity('/detail', { query: { id: 999 } })).body.code).toBe('NOT_FOUND');
  });
});

// README rows 69-71, reward centre (REWCEN3) and leaderboard (SPEC §2 /m/rewardCenter, /m/leaderBoard)
describe('rewards and leaderboard rows 69-71', () => {
  it('credits a claimed reward as a BONUS and refuses it twice; REWCEN3 off refuses both rows', async () => {
    const token = await login();
    const list = await rewards('', token);
    expect(list.body.value.content.map((entry: { status: string }) => entry.status)).toEqual(['CLAIMABLE', 'CLAIMABLE', 'CLAIMED', 'EXPIRED']);
    const balance = async () => {
      const { body } = await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token });
      return body.value.wallets.reduce((sum: number, wallet: { balance: number }) => sum + wallet.balance, 0) as number;
    };
    const before = await balance();
    const claimed = await rewards('/claim', token, { id: 'RW1002' });
    expect(claimed.body.value).toMatchObject({ id: 'RW1002', status: 'CLAIMED' });
    expect(claimed.body.value.balance).toBeCloseTo(before + 120, 2);
    expect(await balance()).toBeCloseTo(before + 120, 2);
    expect((await rewards('/claim', token, { id: 'RW1002' })).body.code).toBe('NOT_CLAIMABLE');
    expect((await rewards('/claim', token, { id: 'RW1004' })).body.code).toBe('NOT_CLAIMABLE');

    await simulator.client.control('state', { flags: { REWCEN3: false } });
    expect((await rewards('', token)).body.code).toBe('FEATURE_OFF');
    expect((await rewards('/claim', token, { id: 'RW1001' })).body.code).toBe('FEATURE_OFF');
  });

  it('answers the same leaderboard per period, masked, with the member ranked when signed in', async () => {
    const board = (period: string, token?: string) => simulator.client.call('/wps/leaderboard', { moduleId: 'LEADERBOARD3', token, query: { period } });
    const day = await board('DAY');
    expect(day.body.value.period).toBe('DAY');
    expect(day.body.value.me).toBeNull();
    expect(day.body.value.content).toHaveLength(20);
    expect(day.body.value.content[0].userName).toMatch(/^\w{2}\*\*\*\w{2}$/);
    expect((await board('DAY')).body.value).toEqual(day.body.value);
    expect((await board('MONTH')).body.value.content).not.toEqual(day.body.value.content);
    const signedIn = await board('WEEK', await login());
    const { me, content } = signedIn.body.value;
    expect(me.rank).toBeGreaterThan(0);
    expect(content[me.rank - 1]).toEqual({ rank: me.rank, userName: 'de***01', amount: me.amount });
    expect((await board('YEAR')).body.code).toBe('BAD_REQUEST');
  });
});
