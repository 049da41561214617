import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../platform-sim/server.mjs';
import { freshSimulator } from './freshSimulator';
import { referenceEncrypt, type SimJson } from './simClient';

const simulator = freshSimulator();

async function login(username = 'demo01', password = 'Demo1234') {
  const { body } = await simulator.client.login(username, password);
  expect(body.success).toBe(true);
  return body.value.token as string;
}

interface Sent {
  status: number;
  replayed: string | null;
  body: SimJson;
}

async function answer(response: Response): Promise<Sent> {
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
}

const keyHeader = (key?: string): Record<string, string> => (key === undefined ? {} : { 'Idempotency-Key': key });

/** An **enc** row sealed by the reference encryptor, with the token and an optional Idempotency-Key. */
async function sealed(path: string, moduleId: string, token: string, payload: unknown, key?: string) {
  const { body, headers } = referenceEncrypt(payload, await simulator.client.modulus());
  return answer(await simulator.client.raw(path, {
    moduleId, token, body, headers: { ...headers, 'Content-Type': 'application/json', ...keyHeader(key) },
  }));
}

async function plain(path: string, moduleId: string, token: string, json: unknown, key?: string) {
  return answer(await simulator.client.raw(path, { moduleId, token, json, headers: keyHeader(key) }));
}

async function demoCard(token: string) {
  return (await simulator.client.call('/wps/transaction/withdraw/info', { moduleId: 'FUNDTRANS3', token })).body.value.cards[0].id as string;
}

const withdrawals = async (userName = 'demo01') => (await simulator.client.control(`withdrawals?userName=${userName}`)).value as { orderNo: string }[];
const mainBalance = async (token: string) =>
  (await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token })).body.value.wallets
    .find((wallet: { code: string }) => wallet.code === 'MAIN').balance as number;

// README "Strict rules" S3: Idempotency-Key on the rows that move money or open something.
describe('Idempotency-Key', () => {
  it('is honoured on exactly the money and opening rows, marked **idem** in the README table', () => {
    const rows = ROUTES.filter((route: SimJson) => route.idempotent).map((route: SimJson) => route.row);
    expect(rows).toEqual([54, 55, 59, 68, 70, 88, 90, 94, 98, 100]);
  });

  it('row 59: a repeated key answers the first answer and makes no second withdrawal; the log shows the key', async () => {
    const token = await login();
    const cardId = await demoCard(token);
    const before = (await withdrawals()).length;
    const request = { cardId, amount: 150, paymentPassword: '246810' };
    await simulator.client.raw('/__sim/requests', { method: 'DELETE', merchant: null });

    const first = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'wd-0001_A');
    expect(first).toMatchObject({ status: 200, replayed: null, body: { success: true, value: { amount: 150, balance: 12195.67 } } });
    const again = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'wd-0001_A');
    expect(again).toEqual({ status: 200, replayed: 'true', body: first.body });
    // Another token of the same account is the same account.
    const second = await login();
    expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', second, request, 'wd-0001_A')).body).toEqual(first.body);
    expect((await withdrawals()).length).toBe(before + 1);
    expect(await mainBalance(token)).toBe(11850);

    const log = (await simulator.client.control('requests?path=/wps/transaction/withdraw')).value
      .filter((entry: SimJson) => entry.method === 'POST');
    expect(log.map((entry: SimJson) => entry.headers['idempotency-key'])).toEqual(['wd-0001_A', 'wd-0001_A', 'wd-0001_A']);
    expect(log.map((entry: SimJson) => entry.replayed ?? false)).toEqual([false, true, true]);

    // A new key is a new withdrawal; no key keeps today's behaviour (every call is new).
    expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'wd-0002')).body.value.orderNo).not.toBe(first.body.value.orderNo);
    await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request);
    await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request);
    expect((await withdrawals()).length).toBe(before + 4);
  });

  it('two identical submits at once make one withdrawal and get the same answer', async () => {
    const token = await login();
    const cardId = await demoCard(token);
    const before = (await withdrawals()).length;
    const request = { cardId, amount: 120, paymentPassword: '246810' };
    const answers = await Promise.all([1, 2, 3].map(() => sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'double-tap')));
    expect(answers.every((sent) => sent.body.success)).toBe(true);
    expect(new Set(answers.map((sent) => JSON.stringify(sent.body))).size).toBe(1);
    expect(answers.filter((sent) => sent.replayed === 'true')).toHaveLength(2);
    expect((await withdrawals()).length).toBe(before + 1);
  });

  it('keys are per account and per row', async () => {
    const demo = await login();
    const agent = await login('agent01', 'Agent1234');
    const demoCardId = await demoCard(demo);
    const agentCardId = await demoCard(agent);
    const first = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', demo, { cardId: demoCardId, amount: 100, paymentPassword: '246810' }, 'shared-key');
    const other = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', agent, { cardId: agentCardId, amount: 100, paymentPassword: '135790' }, 'shared-key');
    expect(other).toMatchObject({ replayed: null, body: { success: true, value: { cardNoMasked: '**** 5678' } } });
    expect(other.body.value.orderNo).not.toBe(first.body.value.orderNo);
    const transfer = await sealed('/wps/transfer/upline', 'AGETRANSFERUP3', demo, { amount: 10, paymentPassword: '246810' }, 'shared-key');
    expect(transfer).toMatchObject({ replayed: null, body: { success: true, value: { orderNo: expect.stringMatching(/^T/), upline: 'agent01' } } });
    expect((await sealed('/wps/transfer/upline', 'AGETRANSFERUP3', demo, { amount: 10, paymentPassword: '246810' }, 'shared-key')).body)
      .toEqual(transfer.body);
  });

  it('remembers a refusal of the row, but not one given before the row ran', async () => {
    const token = await login();
    const cardId = await demoCard(token);
    const wrong = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, { cardId, amount: 100, paymentPassword: '000000' }, 'try-1');
    expect(wrong.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    const same = await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, { cardId, amount: 100, paymentPassword: '246810' }, 'try-1');
    expect(same).toEqual({ status: 200, replayed: 'true', body: wrong.body });
    // The replay was no new try of the payment password.
    expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, { cardId, amount: 100, paymentPassword: '000000' }, 'try-2')).body.value)
      .toEqual({ attemptsLeft: 3 });

    const request = { cardId, amount: 100, paymentPassword: '246810' };
    const notSealed = await plain('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'try-3');
    expect(notSealed.body.code).toBe('DECRYPT_FAILED');
    expect((await plain('/wps/transaction/withdraw', 'FUNDTRANS3', '', request, 'try-3')).status).toBe(401);
    expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'try-3')).body).toMatchObject({ success: true });
  });

  it('refuses a malformed key on those rows and ignores the header elsewhere', async () => {
    const token = await login();
    const cardId = await demoCard(token);
    const before = (await withdrawals()).length;
    const request = { cardId, amount: 100, paymentPassword: '246810' };
    for (const key of ['', 'has space', 'ünïcode', 'x'.repeat(101), 'a,b']) {
      expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, key)).body)
        .toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect((await withdrawals()).length).toBe(before);
    expect((await sealed('/wps/transaction/withdraw', 'FUNDTRANS3', token, request, 'x'.repeat(100))).body.success).toBe(true);
    const card = await plain('/wps/bank/card', 'FUNDTRANS3', token, { bankCode: 'ACB', cardNo: '1234567890' }, 'not a key');
    expect(card.body.success).toBe(true);
  });

  it('deposits (rows 54, 55), claims (rows 70, 90), applications (row 68), openings (row 94) and settings (rows 98, 100) replay', async () => {
    const demo = await login();
    const gateway = { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 200 };
    const paid = await plain('/wps/deposit/gateway', 'DEPOSIT', demo, gateway, 'dep-1');
    expect(paid.body.success).toBe(true);
    expect((await plain('/wps/deposit/gateway', 'DEPOSIT', demo, gateway, 'dep-1')).body).toEqual(paid.body);
    await simulator.client.control('gateway', { orderNo: paid.body.value.orderNo, outcome: 'PAID' });
    expect(await mainBalance(demo)).toBe(12200);

    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
    const receiptId = (await simulator.client.call('/wps/deposit/receipt', { moduleId: 'DEPOSIT', token: demo, json: { fileName: 'slip.png', contentType: 'image/png', data: PNG } })).body.value.receiptId;
    const manual = { methodId: 'BANK_VCB', walletCode: 'MAIN', amount: 300, depositorName: 'Nguyen Van An', receiptId };
    const pending = await plain('/wps/deposit/manual', 'DEPOSIT', demo, manual, 'dep-2');
    expect(pending.body).toMatchObject({ success: true, value: { status: 'PENDING' } });
    expect((await plain('/wps/deposit/manual', 'DEPOSIT', demo, manual, 'dep-2')).body).toEqual(pending.body);
    expect((await simulator.client.call('/wps/deposit/methods', { moduleId: 'DEPOSIT', token: demo })).body.value.pending).toHaveLength(1);

    const claimed = await plain('/wps/rewards/claim', 'REWCEN3', demo, { id: 'RW1001' }, 'claim-1');
    expect(claimed.body).toMatchObject({ success: true, value: { status: 'CLAIMED' } });
    expect((await plain('/wps/rewards/claim', 'REWCEN3', demo, { id: 'RW1001' }, 'claim-1')).body).toEqual(claimed.body);
    expect((await plain('/wps/rewards/claim', 'REWCEN3', demo, { id: 'RW1001' }, 'claim-2')).body.code).toBe('NOT_CLAIMABLE');

    const rebate = await plain('/wps/rebate/manual', 'MANPLAYREB3', demo, {}, 'rebate-1');
    expect(rebate.body.success).toBe(true);
    expect((await plain('/wps/rebate/manual', 'MANPLAYREB3', demo, {}, 'rebate-1')).body).toEqual(rebate.body);
    expect((await plain('/wps/rebate/manual', 'MANPLAYREB3', demo, {}, 'rebate-2')).body.code).toBe('NOTHING_TO_CLAIM');

    const applied = await plain('/wps/activity/apply', 'ACTIVITY3', demo, { activityId: 221, comment: 'me' }, 'apply-1');
    expect(applied.body).toMatchObject({ success: true, value: { status: 'PENDING' } });
    expect((await plain('/wps/activity/apply', 'ACTIVITY3', demo, { activityId: 221, comment: 'me' }, 'apply-1')).body).toEqual(applied.body);

    const agent = await login('agent01', 'Agent1234');
    const opening = { username: 'idemnew01', password: 'Idem12345', type: 0, rebateRate: 0.1 };
    const opened = await sealed('/wps/agent/downline', 'AGEDOWNMAN3', agent, opening, 'open-1');
    expect(opened.body).toMatchObject({ success: true, value: { userName: 'idemnew01' } });
    expect((await sealed('/wps/agent/downline', 'AGEDOWNMAN3', agent, opening, 'open-1')).body).toEqual(opened.body);
    expect((await sealed('/wps/agent/downline', 'AGEDOWNMAN3', agent, opening, 'open-2')).body.code).toBe('USERNAME_EXISTS');

    const rain = { transfers: [{ userName: 'ag01a', amount: 10 }], paymentPassword: '135790' };
    const sent = await sealed('/wps/agent/transfer/downlines', 'AGENTRANSMULTDOWN3', agent, rain, 'rain-1');
    expect(sent.body).toMatchObject({ success: true, value: { total: 10, balance: 87990 } });
    expect((await sealed('/wps/agent/transfer/downlines', 'AGENTRANSMULTDOWN3', agent, rain, 'rain-1')).body).toEqual(sent.body);
    expect(await mainBalance(agent)).toBe(87990);

    const rates = { RNG: 0.5, LIVE: 0.4, FISH: 0.4, POKER: 0.3, SPORTS: 0.4, LOTT: 0.2, ELOTT: 0.2 };
    const saved = await plain('/wps/agent/rebate/settings', 'GAMSER', agent, { userName: 'ag01a', rates }, 'rates-1');
    expect(saved.body).toEqual({ success: true, value: true });
    expect((await plain('/wps/agent/rebate/settings', 'GAMSER', agent, { userName: 'ag01a', rates }, 'rates-1')).replayed).toBe('true');
  });

  it('a reset forgets the keys', async () => {
    const token = await login();
    const gateway = { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100 };
    await plain('/wps/deposit/gateway', 'DEPOSIT', token, gateway, 'dep-r');
    await simulator.client.control('reset', {});
    const fresh = await login();
    expect((await plain('/wps/deposit/gateway', 'DEPOSIT', fresh, gateway, 'dep-r')).replayed).toBeNull();
  });
});
