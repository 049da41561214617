import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const MODULE = 'FUNDTRANS3';

const { login, sealedAs } = signedInCalls(simulator);

const info = async (token: string) => (await simulator.client.call('/wps/transaction/withdraw/info', { moduleId: MODULE, token })).body;
const addCard = async (token: string, json: Record<string, unknown>) =>
  (await simulator.client.call('/wps/bank/card', { moduleId: MODULE, token, json })).body;
/** Row 59 sealed by the reference encryptor, with the member token. */
const withdrawAs = (token: string, payload: Record<string, unknown>) => sealedAs('/wps/transaction/withdraw', MODULE, token, payload);
const balance = async (token: string) =>
  (await simulator.client.call('/wps/wallets/balance', { moduleId: MODULE, token })).body.value;

// README rows 56-59: withdraw and bank cards (SPEC §7 /wps/transaction/withdraw)
describe('withdraw rows 56-59', () => {
  it('row 56 answers demo01\'s balance, limits, payee and masked card; row 57 lists the banks', async () => {
    const token = await login('demo01', 'Demo1234');
    expect(await info(token)).toMatchObject({
      success: true,
      value: {
        balance: 12345.67, withdrawable: 12000, min: 100, max: 50000, turnoverRequired: 0, turnoverDone: 0,
        paymentPasswordSet: true, payeeName: 'NGUYEN VAN AN',
        cards: [{ id: expect.any(String), bankCode: 'VCB', bankName: 'Vietcombank', cardNoMasked: '**** 6789', payeeName: 'NGUYEN VAN AN' }],
      },
    });
    const banks = (await simulator.client.call('/wps/bank/list', { moduleId: MODULE, token })).body.value;
    expect(banks.length).toBeGreaterThanOrEqual(5);
    expect(banks[0]).toEqual({ code: 'VCB', name: 'Vietcombank' });
    expect((await simulator.client.call('/wps/bank/list', { moduleId: 'COMM3', token })).body.code).toBe('MODULE_MISMATCH');
  });

  it('row 59 refuses in the documented order, then takes the amount out of the main wallet at once', async () => {
    const token = await login('demo01', 'Demo1234');
    const cardId = (await info(token)).value.cards[0].id;
    const right = { cardId, amount: 250.5, paymentPassword: '246810' };
    expect((await simulator.client.encrypted('/wps/transaction/withdraw', MODULE, right)).status).toBe(401);
    expect((await withdrawAs(token, { ...right, amount: '250' })).code).toBe('BAD_REQUEST');
    expect((await withdrawAs(token, { ...right, amount: 10.005 })).code).toBe('BAD_REQUEST');
    expect((await withdrawAs(token, { ...right, cardId: 'C1' })).code).toBe('CARD_NOT_FOUND');
    const under = await withdrawAs(token, { ...right, amount: 99.99, paymentPassword: '000000' });
    expect(under).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'The amount must be between 100.00 and 50,000.00', value: { min: 100, max: 50000 } });
    expect((await withdrawAs(token, { ...right, amount: 50000.01 })).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdrawAs(token, { ...right, paymentPassword: '246811' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await withdrawAs(token, { ...right, amount: 12000.01 })).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { withdrawable: 12000 } });
    // A plain body is not accepted on an encrypted row.
    const plain = await simulator.client.call('/wps/transaction/withdraw', { moduleId: MODULE, token, json: right });
    expect(plain.body.code).toBe('DECRYPT_FAILED');

    const done = await withdrawAs(token, right);
    expect(done).toMatchObject({
      success: true,
      value: { orderNo: expect.stringMatching(/^W\d{8}\d+$/), amount: 250.5, fee: 0, bankName: 'Vietcombank', cardNoMasked: '**** 6789', cardId, status: 'PENDING', walletCode: 'MAIN', balance: 12095.17 },
    });
    expect((await balance(token)).wallets[0]).toMatchObject({ code: 'MAIN', balance: 11749.5 });
    expect((await info(token)).value.withdrawable).toBe(11749.5);
    const ledger = (await simulator.client.control('withdrawals?userName=demo01')).value;
    expect(ledger[0]).toMatchObject({ orderNo: done.value.orderNo, amount: 250.5, cardId, status: 'PENDING' });
  });

  it('refuses promo01 while its turnover is not met, and accounts without a payment password', async () => {
    const promo = await login('promo01', 'Promo1234');
    const promoInfo = (await info(promo)).value;
    expect(promoInfo).toMatchObject({ balance: 3000, withdrawable: 0, turnoverRequired: 6000, turnoverDone: 500 });
    expect(await withdrawAs(promo, { cardId: promoInfo.cards[0].id, amount: 100, paymentPassword: '246810' }))
      .toMatchObject({ code: 'TURNOVER_NOT_MET', value: { turnoverRequired: 6000, turnoverDone: 500 } });

    const agent = await login('agent02', 'Agent1234');
    expect((await info(agent)).value).toMatchObject({ paymentPasswordSet: false, payeeName: '', cards: [] });
    const card = (await addCard(agent, { bankCode: 'MB', cardNo: '1234567890', payeeName: 'Pham Van D' })).value;
    expect((await withdrawAs(agent, { cardId: card.id, amount: 100, paymentPassword: '123456' })).code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('row 58 binds a card, saving the payee name once, and refuses bad, duplicate and extra cards', async () => {
    const token = await login('mobile01', 'Mobile1234');
    expect((await info(token)).value).toMatchObject({ payeeName: '', cards: [] });
    expect((await addCard(token, { bankCode: 'XXX', cardNo: '1234567890', payeeName: 'Ho Thi E' })).code).toBe('BANK_UNKNOWN');
    expect((await addCard(token, { bankCode: 'BIDV', cardNo: '123456789', payeeName: 'Ho Thi E' })).code).toBe('CARD_NO_INVALID');
    expect((await addCard(token, { bankCode: 'BIDV', cardNo: '12345678901234567890', payeeName: 'Ho Thi E' })).code).toBe('CARD_NO_INVALID');
    expect((await addCard(token, { bankCode: 'BIDV', cardNo: '1234567890' })).code).toBe('PAYEE_NAME_INVALID');
    expect((await addCard(token, { bankCode: 'BIDV', cardNo: '1234567890', payeeName: 'E1' })).code).toBe('PAYEE_NAME_INVALID');
    const first = await addCard(token, { bankCode: 'BIDV', cardNo: '1234 5678 90', payeeName: 'Hồ Thị Em' });
    expect(first.value).toEqual({ id: expect.any(String), bankCode: 'BIDV', bankName: 'BIDV', cardNoMasked: '**** 7890', payeeName: 'Hồ Thị Em' });
    expect((await simulator.client.control('accounts?userName=mobile01')).value.payeeName).toBe('Hồ Thị Em');
    expect((await addCard(token, { bankCode: 'ACB', cardNo: '1234567890' })).code).toBe('CARD_DUPLICATE');
    const second = await addCard(token, { bankCode: 'ACB', cardNo: '2234567890', payeeName: 'Someone Else' });
    expect(second.value.payeeName).toBe('Hồ Thị Em');
    expect((await addCard(token, { bankCode: 'MB', cardNo: '3234567890' })).success).toBe(true);
    expect((await addCard(token, { bankCode: 'MB', cardNo: '4234567890' })).code).toBe('CARD_LIMIT');
    expect((await info(token)).value.cards).toHaveLength(3);

    const right = { cardId: first.value.id, amount: 100, paymentPassword: '112233' };
    expect((await withdrawAs(token, right)).value).toMatchObject({ bankName: 'BIDV', cardNoMasked: '**** 7890', balance: 150.5 });
  });

  it('refuses trial and free-play accounts on the write rows with NOT_ACTUAL_ACCOUNT', async () => {
    const trial = (await simulator.client.call('/wps/member/trial', { moduleId: 'TRIAL3', merchant: 'mer01trial' })).body.value.token;
    const freePlay = (await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} })).body.value.token;
    for (const token of [trial, freePlay]) {
      expect((await addCard(token, { bankCode: 'VCB', cardNo: '1234567890', payeeName: 'Ho Thi E' })).code).toBe('NOT_ACTUAL_ACCOUNT');
      expect(await withdrawAs(token, { cardId: 'C1', amount: 100, paymentPassword: '123456' }))
        .toMatchObject({ code: 'NOT_ACTUAL_ACCOUNT', message: 'Please login an actual account to use this function' });
    }
  });
});
