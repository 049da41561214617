import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const { login, sealedAs } = signedInCalls(simulator);

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const LOCKED = { success: false, code: 'PAYMENT_PASSWORD_LOCKED', message: 'Too many wrong payment passwords, try again later' };

async function demoWithdraw() {
  const token = await login('demo01', 'Demo1234');
  const cardId = (await simulator.client.call('/wps/transaction/withdraw/info', { moduleId: 'FUNDTRANS3', token })).body.value.cards[0].id;
  const withdraw = (paymentPassword: string) => sealedAs('/wps/transaction/withdraw', 'FUNDTRANS3', token, { cardId, amount: 100, paymentPassword });
  return { token, withdraw };
}

const withdrawals = async () => (await simulator.client.control('withdrawals?userName=demo01')).value.length as number;

// README "Strict rules" S2: five wrong payment passwords lock every payment-password write of the account (rows 59, 81, 88, 98).
describe('payment password lockout', () => {
  it('counts down four wrong ones, locks on the fifth, then refuses even the right one on every row for 15 minutes', async () => {
    const { token, withdraw } = await demoWithdraw();
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await withdraw('000000')).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft } });
    }
    const before = Date.now();
    const fifth = await withdraw('000000');
    const after = Date.now();
    expect(fifth).toMatchObject(LOCKED);
    expect(fifth.value.unlockAt).toBeGreaterThanOrEqual(before + FIFTEEN_MINUTES);
    expect(fifth.value.unlockAt).toBeLessThanOrEqual(after + FIFTEEN_MINUTES);

    const count = await withdrawals();
    expect(await withdraw('246810')).toMatchObject({ ...LOCKED, value: { unlockAt: fifth.value.unlockAt } });
    expect(await withdrawals()).toBe(count);
    expect(await sealedAs('/wps/transfer/upline', 'AGETRANSFERUP3', token, { amount: 10, paymentPassword: '246810' })).toMatchObject(LOCKED);
    expect(await sealedAs('/wps/member/paymentPassword', 'SECPRIV', token, {
      oldPaymentPassword: '246810', newPaymentPassword: '135246', confirmPaymentPassword: '135246',
    })).toMatchObject(LOCKED);
    // The lock is the account's, not the token's.
    const again = await login('demo01', 'Demo1234');
    expect(await sealedAs('/wps/transfer/upline', 'AGETRANSFERUP3', again, { amount: 10, paymentPassword: '246810' })).toMatchObject(LOCKED);

    // Another account is not locked.
    const agent = await login('agent01', 'Agent1234');
    expect(await sealedAs('/wps/agent/transfer/downlines', 'AGENTRANSMULTDOWN3', agent, {
      transfers: [{ userName: 'ag01a', amount: 10 }], paymentPassword: '135790',
    })).toMatchObject({ success: true });

    // The lock time is a switch, read on every check: ending it unlocks at once, with a fresh count.
    expect((await simulator.client.control('state')).value.paymentPasswordLockMs).toBe(FIFTEEN_MINUTES);
    await simulator.client.control('state', { paymentPasswordLockMs: 0 });
    expect(await withdraw('000000')).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 4 } });
    expect(await withdraw('246810')).toMatchObject({ success: true });
  });

  it('a right one starts the count again; row 81 and row 98 count too; a short lock ends by itself; a reset ends it', async () => {
    const { token, withdraw } = await demoWithdraw();
    for (let i = 0; i < 4; i += 1) await withdraw('000000');
    expect(await withdraw('246810')).toMatchObject({ success: true });
    expect(await withdraw('000000')).toMatchObject({ value: { attemptsLeft: 4 } });
    const change = { oldPaymentPassword: '999999', newPaymentPassword: '135246', confirmPaymentPassword: '135246' };
    expect(await sealedAs('/wps/member/paymentPassword', 'SECPRIV', token, change)).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 3 } });

    const agent = await login('agent01', 'Agent1234');
    const rain = (paymentPassword: string) => sealedAs('/wps/agent/transfer/downlines', 'AGENTRANSMULTDOWN3', agent, {
      transfers: [{ userName: 'ag01a', amount: 10 }], paymentPassword,
    });
    // Long enough for the next call to arrive while locked on a busy machine, and waited out to its end.
    await simulator.client.control('state', { paymentPasswordLockMs: 1000 });
    for (let i = 0; i < 4; i += 1) await rain('000000');
    const lock = await rain('000000');
    expect(lock).toMatchObject(LOCKED);
    expect(await rain('135790')).toMatchObject({ ...LOCKED, value: { unlockAt: lock.value.unlockAt } });
    await new Promise((resolve) => setTimeout(resolve, lock.value.unlockAt - Date.now() + 50));
    expect(await rain('135790')).toMatchObject({ success: true });

    for (let i = 0; i < 5; i += 1) await withdraw('000000');
    expect(await withdraw('246810')).toMatchObject(LOCKED);
    await simulator.client.control('reset', {});
    expect((await simulator.client.control('state')).value.paymentPasswordLockMs).toBe(FIFTEEN_MINUTES);
    const fresh = await demoWithdraw();
    expect(await fresh.withdraw('246810')).toMatchObject({ success: true });
  });

  it('refuses a lock time outside 0..86400000', async () => {
    expect((await simulator.client.control('state', { paymentPasswordLockMs: -1 })).code).toBe('BAD_REQUEST');
    expect((await simulator.client.control('state', { paymentPasswordLockMs: 86400001 })).code).toBe('BAD_REQUEST');
  });
});
