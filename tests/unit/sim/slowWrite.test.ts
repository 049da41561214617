import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { referenceEncrypt } from './simClient';

const simulator = freshSimulator();
const WITHDRAW = '/wps/transaction/withdraw';

async function demo() {
  const { body } = await simulator.client.login('demo01', 'Demo1234');
  const token = body.value.token as string;
  const cardId = (await simulator.client.call('/wps/transaction/withdraw/info', { moduleId: 'FUNDTRANS3', token })).body.value.cards[0].id as string;
  return { token, request: { cardId, amount: 100, paymentPassword: '246810' } };
}

/** Row 59 sealed by the reference encryptor; answers the status, the envelope (or null) and how long it took. */
async function withdraw(token: string, payload: unknown, key?: string, signal?: AbortSignal) {
  const sealed = referenceEncrypt(payload, await simulator.client.modulus());
  const started = Date.now();
  const response = await simulator.client.raw(WITHDRAW, {
    moduleId: 'FUNDTRANS3', token, body: sealed.body, signal,
    headers: { ...sealed.headers, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), ms: Date.now() - started };
}

const withdrawals = async () => (await simulator.client.control('withdrawals?userName=demo01')).value as { orderNo: string }[];
const setFaults = (faults: unknown[]) => simulator.client.control('state', { faults });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// README Control API faults, `delay`: a slow platform does the work, then answers late.
describe('latency on a money write', () => {
  it('moves the money at once and answers late; a caller that gave up retries with its key and gets the same withdrawal', async () => {
    const { token, request } = await demo();
    const before = (await withdrawals()).length;
    await setFaults([{ path: WITHDRAW, latencyMs: 800 }]);
    const controller = new AbortController();
    const pending = withdraw(token, request, 'slow-1', controller.signal).catch((error: Error) => error);
    await sleep(300);
    // The caller is still waiting, but the platform already took the money.
    expect((await withdrawals()).length).toBe(before + 1);
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);

    await setFaults([]);
    const retry = await withdraw(token, request, 'slow-1');
    expect(retry.body).toMatchObject({ success: true, value: { orderNo: (await withdrawals())[0]!.orderNo } });
    expect((await withdrawals()).length).toBe(before + 1);
  });

  it('a caller that waits gets the answer after the latency', async () => {
    const { token, request } = await demo();
    await setFaults([{ path: WITHDRAW, latencyMs: 400 }]);
    const done = await withdraw(token, request);
    expect(done.body.success).toBe(true);
    expect(done.ms).toBeGreaterThanOrEqual(380);
  });

  it("delay 'before' keeps the old meaning (nothing happens until the latency is over); reads still wait first", async () => {
    const { token, request } = await demo();
    const before = (await withdrawals()).length;
    await setFaults([{ path: WITHDRAW, latencyMs: 500, delay: 'before' }]);
    expect((await simulator.client.control('state')).value.faults).toEqual([{ path: WITHDRAW, latencyMs: 500, delay: 'before' }]);
    const pending = withdraw(token, request);
    await sleep(200);
    expect((await withdrawals()).length).toBe(before);
    expect((await pending).body.success).toBe(true);
    expect((await withdrawals()).length).toBe(before + 1);

    // A read under latency: the balance is read when the latency is over.
    await setFaults([{ path: '/wps/wallets/balance', latencyMs: 500 }]);
    const started = Date.now();
    const balance = simulator.client.call('/wps/wallets/balance', { moduleId: 'FUNDTRANS3', token });
    await sleep(100);
    await setFaults([]);
    await withdraw(token, request);
    expect((await balance).body.value.wallets[0].balance).toBe(11800);
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });

  it("delay 'after' with a status: the write happens, the caller sees the failure; a status alone answers before the write", async () => {
    const { token, request } = await demo();
    const before = (await withdrawals()).length;
    await setFaults([{ path: WITHDRAW, latencyMs: 100, status: 504, delay: 'after' }]);
    const failed = await withdraw(token, request, 'gw-timeout');
    expect(failed).toMatchObject({ status: 504, body: { success: false, code: 'SIM_FAULT' } });
    expect((await withdrawals()).length).toBe(before + 1);

    await setFaults([{ path: WITHDRAW, status: 500 }]);
    expect((await withdraw(token, request, 'never-ran')).status).toBe(500);
    expect((await withdrawals()).length).toBe(before + 1);

    await setFaults([]);
    expect((await withdraw(token, request, 'gw-timeout')).body).toMatchObject({ success: true, value: { orderNo: (await withdrawals())[0]!.orderNo } });
    expect((await withdrawals()).length).toBe(before + 1);
  });

  it('refuses another delay', async () => {
    expect((await setFaults([{ path: WITHDRAW, latencyMs: 10, delay: 'later' }])).code).toBe('BAD_REQUEST');
  });
});
