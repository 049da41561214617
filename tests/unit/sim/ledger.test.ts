import { describe, expect, it } from 'vitest';
import {
  addBet, addDeposit, addWithdrawal, approveDeposit, inDateRange, ledgerOf, merchantDate, pageOf, settleWithdrawal, turnoverOf,
} from '../../../platform-sim/ledger.mjs';
import { createState } from '../../../platform-sim/world.mjs';
import type { SimJson } from './simClient';

// The reference platform keeps a real ledger per member, so reports and balances agree.
function seeded() {
  // The simulator is plain JavaScript: its state is untyped here.
  const state = createState() as SimJson;
  const account = (name: string) => state.accounts.get(name);
  return { state, account };
}

function mainBalance(account: { wallets: { code: string; balance: number }[] }) {
  return account.wallets.find((wallet) => wallet.code === 'MAIN')!.balance;
}

describe('seeded history', () => {
  it.each(['demo01', 'agent01', 'mobile01'])('%s: ends on the seeded balance and never goes below zero', (name) => {
    const { state, account } = seeded();
    const { transactions } = ledgerOf(state, name);
    expect(transactions.length).toBeGreaterThan(10);
    const main = transactions.filter((entry: { walletCode: string }) => entry.walletCode === 'MAIN');
    expect(main.at(-1)?.balanceAfter).toBe(mainBalance(account(name)));
    for (const entry of main) expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
    const times = transactions.map((entry: { time: number }) => entry.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('is the same after every reseed (deterministic)', () => {
    const strip = (list: { id: number; time: number }[]) => list.map(({ id: _id, time: _time, ...rest }) => rest);
    expect(strip(ledgerOf(seeded().state, 'demo01').transactions)).toEqual(strip(ledgerOf(seeded().state, 'demo01').transactions));
  });

  it('gives demo01 more than one page (26) of bets and movements, with rejected deposits and withdrawals', () => {
    const { state } = seeded();
    const ledger = ledgerOf(state, 'demo01');
    expect(ledger.bets.length).toBeGreaterThan(26);
    expect(ledger.deposits.some((entry: { status: string }) => entry.status === 'REJECTED')).toBe(true);
    expect(ledger.withdrawals.some((entry: { status: string }) => entry.status === 'REJECTED')).toBe(true);
    expect(ledgerOf(state, 'agent01').transactions.some((entry: { type: string }) => entry.type === 'COMMISSION')).toBe(true);
  });
});

describe('posting', () => {
  it('credits a deposit only once approved, with its bonus and the promo turnover', () => {
    const { state, account } = seeded();
    const demo = account('demo01');
    const before = mainBalance(demo);
    const deposit = addDeposit(state, demo, { amount: 500, bonus: 50, turnoverMultiple: 2, type: 'MANUAL', methodId: 'BANK', methodName: 'Bank' });
    expect(deposit.status).toBe('PENDING');
    expect(mainBalance(demo)).toBe(before);
    const required = turnoverOf(demo).required;
    approveDeposit(state, demo, deposit);
    approveDeposit(state, demo, deposit);
    expect(deposit.status).toBe('APPROVED');
    expect(mainBalance(demo)).toBe(before + 550);
    expect(turnoverOf(demo).required).toBe(required + 1100);
    expect(ledgerOf(state, 'demo01').transactions.slice(-2).map((entry: { type: string }) => entry.type)).toEqual(['DEPOSIT', 'BONUS']);
  });

  it('takes a withdrawal at once and refunds it when rejected', () => {
    const { state, account } = seeded();
    const demo = account('demo01');
    const before = mainBalance(demo);
    const withdrawal = addWithdrawal(state, demo, { amount: 300, bankName: 'Vietcombank', cardNoMasked: '**** 6789' });
    expect(mainBalance(demo)).toBe(before - 300);
    settleWithdrawal(state, demo, withdrawal, 'REJECTED');
    expect(mainBalance(demo)).toBe(before);
    expect(withdrawal.status).toBe('REJECTED');
  });

  it('settles a bet: stake out, payout in, valid bet counted as turnover', () => {
    const { state, account } = seeded();
    const demo = account('demo01');
    const before = mainBalance(demo);
    const done = turnoverOf(demo).done;
    const bet = addBet(state, demo, { vendor: 'PG', gameCategory: 'RNG', gameName: 'Mahjong Ways', betAmount: 10, payout: 25 });
    expect(bet.winLoss).toBe(15);
    expect(mainBalance(demo)).toBe(before + 15);
    expect(turnoverOf(demo).done).toBe(done + 10);
  });
});

describe('merchant dates and pages', () => {
  it('starts the merchant day at midnight UTC+7', () => {
    expect(merchantDate(Date.UTC(2026, 10, 23, 16, 59, 59))).toBe('2026-11-23');
    expect(merchantDate(Date.UTC(2026, 10, 23, 17, 0, 0))).toBe('2026-11-24');
    expect(inDateRange(Date.UTC(2026, 10, 23, 17, 0, 0), '2026-11-24', '2026-11-24')).toBe(true);
    expect(inDateRange(Date.UTC(2026, 10, 23, 16, 0, 0), '2026-11-24', '')).toBe(false);
  });

  it('pages a list 1-based', () => {
    const list = Array.from({ length: 53 }, (_, index) => index);
    expect(pageOf(list, 3, 26)).toEqual({ content: [52], pageNum: 3, totalPages: 3 });
    expect(pageOf([], 1, 26)).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });
});
