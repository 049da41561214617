import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function login(username = 'demo01', password = 'Demo1234') {
  const { body } = await simulator.client.login(username, password);
  expect(body.success).toBe(true);
  return body.value.token as string;
}

const call = (token: string, path: string, json?: unknown) =>
  simulator.client.call(`/wps/deposit/${path}`, { moduleId: 'DEPOSIT', token, json });
const mainBalance = async (token: string) => {
  const { body } = await simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token });
  return body.value.wallets.find((wallet: { code: string }) => wallet.code === 'MAIN').balance as number;
};
const receipt = (token: string, bytes: Buffer, contentType = 'image/png') =>
  call(token, 'receipt', { fileName: 'slip.png', contentType, data: bytes.toString('base64') });

// README rows 52-55, deposits (SPEC §2 /m/voucherCenter, §7 "deposits (manual, payment gateway, wallet types, promo)")
describe('deposit rows 52-55', () => {
  it('offers demo01 both wallets, manual and gateway methods with limits, promos and no pending deposit', async () => {
    const token = await login();
    const { body } = await call(token, 'methods');
    expect(body.success).toBe(true);
    expect(body.value.walletTypes.map((type: { code: string }) => type.code)).toEqual(['MAIN', 'LOTT']);
    const types = body.value.methods.map((method: { type: string }) => method.type);
    expect(types.filter((type: string) => type === 'MANUAL')).toHaveLength(2);
    expect(types.filter((type: string) => type === 'GATEWAY')).toHaveLength(2);
    expect(body.value.methods[0]).toMatchObject({ id: 'BANK_VCB', min: 100, max: 50000, payee: { accountNo: '0071000123456' } });
    expect(body.value.promos).toHaveLength(2);
    expect(body.value.pending).toEqual([]);
    const agent = await call(await login('agent01', 'Agent1234'), 'methods');
    expect(agent.body.value.walletTypes.map((type: { code: string }) => type.code)).toEqual(['MAIN']);
  });

  it('keeps a gateway deposit pending, crediting nothing, until the gateway says it was paid', async () => {
    const token = await login();
    const before = await mainBalance(token);
    const { body } = await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 200, promoId: 'RELOAD10' });
    expect(body.success).toBe(true);
    expect(body.value.payUrl).toBe(`${simulator.url}/pay/${body.value.orderNo}`);
    expect(body.value.deposit).toMatchObject({ status: 'PENDING', amount: 200, bonus: 20, type: 'GATEWAY', turnoverMultiple: 3 });
    expect(await mainBalance(token)).toBe(before);
    expect((await call(token, 'methods')).body.value.pending).toMatchObject([{ orderNo: body.value.orderNo, type: 'GATEWAY', status: 'PENDING' }]);
    const page = await (await fetch(body.value.payUrl)).text();
    expect(page).toContain(body.value.orderNo);
    expect(page).toContain('200.00');
    expect(page).toContain('Awaiting payment');

    const paid = await simulator.client.control('gateway', { orderNo: body.value.orderNo, outcome: 'PAID' });
    expect(paid.value).toMatchObject({ orderNo: body.value.orderNo, status: 'APPROVED' });
    expect(await mainBalance(token)).toBeCloseTo(before + 220, 2);
    expect((await call(token, 'methods')).body.value.pending).toEqual([]);
    expect(await (await fetch(body.value.payUrl)).text()).toContain('Paid');
    // A settled order stays as it is.
    expect(await simulator.client.control('gateway', { orderNo: body.value.orderNo, outcome: 'FAILED' })).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect((await fetch(`${simulator.url}/pay/D1`)).status).toBe(404);
  });

  it('moves no money for a failed gateway payment, and refuses settling unknown orders or unknown outcomes', async () => {
    const token = await login();
    const before = await mainBalance(token);
    const { body } = await call(token, 'gateway', { methodId: 'MOMO', walletCode: 'MAIN', amount: 100 });
    expect((await simulator.client.control('gateway', { orderNo: body.value.orderNo, outcome: 'LATER' })).code).toBe('BAD_REQUEST');
    expect((await simulator.client.control('gateway', { orderNo: 'D999999', outcome: 'PAID' })).code).toBe('NOT_FOUND');
    const failed = await simulator.client.control('gateway', { orderNo: body.value.orderNo, outcome: 'FAILED' });
    expect(failed.value).toMatchObject({ status: 'REJECTED' });
    expect(await mainBalance(token)).toBe(before);
    expect(await (await fetch(body.value.payUrl)).text()).toContain('Payment failed');
    const report = await simulator.client.call('/wps/report/deposit', { moduleId: 'DEPRECM3', token });
    expect(report.body.value.content[0]).toMatchObject({ orderNo: body.value.orderNo, status: 'REJECTED' });
  });

  it('grants a promotion as often as its terms say: WELCOME100 once per member, RELOAD10 once a day', async () => {
    const token = await login();
    const offered = async () => (await call(token, 'methods')).body.value.promos.map((promo: { id: string }) => promo.id);
    expect((await call(token, 'methods')).body.value.promos).toMatchObject([{ id: 'WELCOME100', frequency: 'ONCE' }, { id: 'RELOAD10', frequency: 'DAILY' }]);
    const welcome = { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 500, promoId: 'WELCOME100' };
    const first = await call(token, 'gateway', welcome);
    expect(first.body.value.deposit).toMatchObject({ status: 'PENDING', bonus: 500, promoId: 'WELCOME100' });
    // A pending claim holds the promotion: three deposits in a row get one bonus.
    for (let i = 0; i < 2; i += 1) {
      const again = await call(token, 'gateway', welcome);
      expect(again.body).toMatchObject({ success: false, code: 'PROMO_CLAIMED', message: 'You have already claimed this promotion' });
    }
    expect(await offered()).toEqual(['RELOAD10']);
    // A failed payment frees the claim; a paid one uses it up for good.
    await simulator.client.control('gateway', { orderNo: first.body.value.orderNo, outcome: 'FAILED' });
    expect(await offered()).toEqual(['WELCOME100', 'RELOAD10']);
    const second = await call(token, 'gateway', welcome);
    await simulator.client.control('gateway', { orderNo: second.body.value.orderNo, outcome: 'PAID' });
    expect((await call(token, 'gateway', welcome)).body.code).toBe('PROMO_CLAIMED');

    const reload = { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100, promoId: 'RELOAD10' };
    expect((await call(token, 'gateway', reload)).body.value.deposit).toMatchObject({ bonus: 10, promoId: 'RELOAD10' });
    const reloadAgain = await call(token, 'gateway', reload);
    expect(reloadAgain.body).toMatchObject({ success: false, code: 'PROMO_CLAIMED', message: 'You have already claimed this promotion today' });
    expect(await offered()).toEqual([]);
    // Without a promotion a deposit is still taken; another member still has both.
    expect((await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100 })).body.success).toBe(true);
    const other = await call(await login('mobile01', 'Mobile1234'), 'methods');
    expect(other.body.value.promos.map((promo: { id: string }) => promo.id)).toEqual(['WELCOME100', 'RELOAD10']);
  });

  it('keeps a manual deposit pending until manualDepositApprovalMs has passed, then credits it', async () => {
    const token = await login();
    const before = await mainBalance(token);
    await simulator.client.control('state', { manualDepositApprovalMs: 60000 });
    const uploaded = await receipt(token, PNG);
    expect(uploaded.body.success).toBe(true);
    const { body } = await call(token, 'manual', {
      methodId: 'BANK_VCB', walletCode: 'MAIN', amount: 500, depositorName: 'NGUYEN VAN B', receiptId: uploaded.body.value.receiptId,
    });
    expect(body.value).toMatchObject({ status: 'PENDING', amount: 500, depositorName: 'NGUYEN VAN B', receiptId: uploaded.body.value.receiptId });
    expect((await call(token, 'methods')).body.value.pending.map((deposit: { orderNo: string }) => deposit.orderNo)).toEqual([body.value.orderNo]);
    expect(await mainBalance(token)).toBe(before);
    await simulator.client.control('state', { manualDepositApprovalMs: 0 });
    expect(await mainBalance(token)).toBeCloseTo(before + 500, 2);
    expect((await call(token, 'methods')).body.value.pending).toEqual([]);
  });

  it('refuses amounts outside the method, promos under their minimum, missing receipts and unknown methods', async () => {
    const token = await login();
    const range = await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 49.99 });
    expect(range.body).toMatchObject({ success: false, code: 'AMOUNT_OUT_OF_RANGE', message: 'The amount must be between 50.00 and 20,000.00' });
    const promo = await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 60, promoId: 'WELCOME100' });
    expect(promo.body.code).toBe('PROMO_NOT_ELIGIBLE');
    const noReceipt = await call(token, 'manual', { methodId: 'BANK_VCB', walletCode: 'MAIN', amount: 500, depositorName: 'AB', receiptId: 'R1' });
    expect(noReceipt.body.code).toBe('RECEIPT_NOT_FOUND');
    const wrongType = await call(token, 'gateway', { methodId: 'BANK_VCB', walletCode: 'MAIN', amount: 500 });
    expect(wrongType.body.code).toBe('BAD_REQUEST');
    const text = await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: '500' });
    expect(text.body.code).toBe('BAD_REQUEST');
  });

  it('checks receipts by their bytes and size, and takes a body over 1 MB only on row 53', async () => {
    const token = await login();
    const gif = await receipt(token, Buffer.from('GIF89a........'), 'image/png');
    expect(gif.body.code).toBe('RECEIPT_TYPE');
    expect((await receipt(token, PNG, 'image/gif')).body.code).toBe('RECEIPT_TYPE');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await receipt(token, big);
    expect(tooLarge.status).toBe(200);
    expect(tooLarge.body.code).toBe('RECEIPT_TOO_LARGE');
    const jpeg = await receipt(token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * 1024 * 1024)]), 'image/jpeg');
    expect(jpeg.body.success).toBe(true);
    // readBody drops the connection of a body over its limit, so the caller sees no answer at all.
    await expect(call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100, pad: 'x'.repeat(1024 * 1024 + 1) })).rejects.toThrow();
  });

  it('refuses free-play accounts every write, and every row while the DEPOSIT flag is off', async () => {
    const { body: free } = await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} });
    const freeToken = free.value.token;
    expect((await receipt(freeToken, PNG)).body).toMatchObject({ code: 'NOT_ACTUAL_ACCOUNT', message: 'Please login an actual account to use this function' });
    expect((await call(freeToken, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100 })).body.code).toBe('NOT_ACTUAL_ACCOUNT');
    const token = await login();
    await simulator.client.control('state', { flags: { DEPOSIT: false } });
    expect((await call(token, 'methods')).body.code).toBe('FEATURE_OFF');
    expect((await call(token, 'gateway', { methodId: 'QUICKPAY', walletCode: 'MAIN', amount: 100 })).body.code).toBe('FEATURE_OFF');
  });

  it('validates the deposit switches and shows depFunc as row 14 dep_func', async () => {
    expect((await simulator.client.control('state', { manualDepositApprovalMs: -1 })).success).toBe(false);
    expect((await simulator.client.control('state', { depFunc: '2' })).success).toBe(false);
    const state = await simulator.client.control('state', { depFunc: '1' });
    expect(state.value).toMatchObject({ depFunc: '1', manualDepositApprovalMs: 3000 });
    const { body } = await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' });
    expect(body.value.mobileTemplate.dep_func).toBe('1');
  });
});
