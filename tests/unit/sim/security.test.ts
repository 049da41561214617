import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const MODULE = 'SECPRIV';

const { login, sealedAs } = signedInCalls(simulator);

const security = async (token: string, language = 'en') =>
  (await simulator.client.call('/wps/member/security', { moduleId: MODULE, token, headers: { Language: language } })).body;
const post = async (path: string, token: string, json: Record<string, unknown>) =>
  (await simulator.client.call(path, { moduleId: MODULE, token, json })).body;
/** An **enc** row sealed by the reference encryptor, with the member token. */
const sealed = (path: string, token: string, payload: Record<string, unknown>, moduleId = MODULE) => sealedAs(path, moduleId, token, payload);
const paymentPassword = (token: string, payload: Record<string, unknown>) => sealed('/wps/member/paymentPassword', token, payload);

/** The merchant's today (UTC+7), `years` earlier, shifted by `days`. */
function merchantDay(years: number, days = 0) {
  const now = new Date(Date.now() + 7 * 3600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

// README rows 80-86: the security centre (payment password, security question, email, payee name, birthday)
describe('security rows 80-86', () => {
  it('row 80 answers demo01\'s and agent01\'s security state; row 82 the questions in the asked language', async () => {
    const demo = await login('demo01', 'Demo1234');
    expect(await security(demo)).toEqual({
      success: true,
      value: {
        paymentPasswordSet: true, email: 'de***@example.com', emailSet: true, payeeName: 'NGUYEN VAN AN', securityQuestion: null,
        birthday: '', minimumAge: 21, maxCards: 3,
        cards: [{ id: expect.any(String), bankCode: 'VCB', bankName: 'Vietcombank', cardNoMasked: '**** 6789', payeeName: 'NGUYEN VAN AN' }],
      },
    });
    const agent = await login('agent01', 'Agent1234');
    expect((await security(agent, 'vi')).value).toMatchObject({
      securityQuestion: { id: 2, question: 'Thú cưng đầu tiên của bạn tên là gì?' }, birthday: merchantDay(35),
    });
    const list = (await simulator.client.call('/wps/member/securityQuestions', { moduleId: MODULE, token: demo, headers: { Language: 'en' } })).body.value;
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ id: 1, question: 'What is the name of your first school?' });
    expect((await simulator.client.call('/wps/member/security', { moduleId: 'COMM3', token: demo })).body.code).toBe('MODULE_MISMATCH');
    expect((await simulator.client.call('/wps/member/security', { moduleId: MODULE })).status).toBe(401);
  });

  it('row 81 changes a set payment password only with the right old one, and sets one where none is', async () => {
    const demo = await login('demo01', 'Demo1234');
    const change = { oldPaymentPassword: '246810', newPaymentPassword: '135246', confirmPaymentPassword: '135246' };
    expect((await paymentPassword(demo, { ...change, newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).code).toBe('PAYMENT_PASSWORD_INVALID');
    expect(await paymentPassword(demo, { ...change, confirmPaymentPassword: '135247' }))
      .toMatchObject({ code: 'CONFIRM_MISMATCH', message: 'Confirmation password not matched' });
    expect((await paymentPassword(demo, { ...change, oldPaymentPassword: '000000' })).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await paymentPassword(demo, { ...change, newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).code).toBe('PAYMENT_PASSWORD_SAME');
    // A plain body is not accepted on an encrypted row.
    expect((await post('/wps/member/paymentPassword', demo, change)).code).toBe('DECRYPT_FAILED');
    expect(await paymentPassword(demo, change)).toEqual({ success: true, value: true });
    // Row 59 checks the new one from now on.
    const cardId = (await security(demo)).value.cards[0].id;
    const withdrawAs = (password: string) => sealed('/wps/transaction/withdraw', demo, { cardId, amount: 100, paymentPassword: password }, 'FUNDTRANS3');
    expect((await withdrawAs('246810')).code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await withdrawAs('135246')).success).toBe(true);

    const agent = await login('agent02', 'Agent1234');
    expect((await security(agent)).value.paymentPasswordSet).toBe(false);
    expect(await paymentPassword(agent, { newPaymentPassword: '908172', confirmPaymentPassword: '908172' })).toEqual({ success: true, value: true });
    expect((await security(agent)).value.paymentPasswordSet).toBe(true);
    expect((await paymentPassword(agent, { newPaymentPassword: '111222', confirmPaymentPassword: '111222' })).code).toBe('PAYMENT_PASSWORD_WRONG');
  });

  it('row 83 sets the security question with the login password; row 84 the email', async () => {
    const demo = await login('demo01', 'Demo1234');
    const path = '/wps/member/securityQuestion';
    expect((await sealed(path, demo, { questionId: 9, answer: 'Hanoi', password: 'Demo1234' })).code).toBe('QUESTION_UNKNOWN');
    expect((await sealed(path, demo, { questionId: 3, answer: '  ', password: 'Demo1234' })).code).toBe('ANSWER_INVALID');
    expect((await sealed(path, demo, { questionId: 3, answer: 'x'.repeat(51), password: 'Demo1234' })).code).toBe('ANSWER_INVALID');
    expect((await sealed(path, demo, { questionId: 3, answer: 'Hanoi', password: 'Demo12345' })).code).toBe('PASSWORD_WRONG');
    expect(await sealed(path, demo, { questionId: '3', answer: 'Hanoi', password: 'Demo1234' })).toEqual({ success: true, value: true });
    expect((await security(demo)).value.securityQuestion).toEqual({ id: 3, question: 'In which city were you born?' });
    expect((await security(demo, 'bn')).value.securityQuestion.question).toBe('আপনি কোন শহরে জন্মেছেন?');

    for (const bad of ['demo01', 'a@b', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(await post('/wps/member/email', demo, { email: bad })).toMatchObject({ code: 'EMAIL_INVALID', message: 'E-mail format is incorrect' });
    }
    expect(await post('/wps/member/email', demo, { email: ' an.nguyen@mail.vn ' })).toEqual({ success: true, value: true });
    expect((await security(demo)).value).toMatchObject({ email: 'an***@mail.vn', emailSet: true });
    expect((await simulator.client.control('accounts?userName=demo01')).value.email).toBe('an.nguyen@mail.vn');
  });

  it('row 85 saves the payee name once; row 86 the birthday once, from the minimum age on', async () => {
    const mobile = await login('mobile01', 'Mobile1234');
    expect((await post('/wps/member/payeeName', mobile, { payeeName: 'E1' })).code).toBe('PAYEE_NAME_INVALID');
    expect(await post('/wps/member/payeeName', mobile, { payeeName: 'Hồ Thị Em' })).toEqual({ success: true, value: true });
    expect((await post('/wps/member/payeeName', mobile, { payeeName: 'Someone Else' })).code).toBe('PAYEE_NAME_SET');
    expect((await security(mobile)).value.payeeName).toBe('Hồ Thị Em');
    const demo = await login('demo01', 'Demo1234');
    expect((await post('/wps/member/payeeName', demo, { payeeName: 'Someone Else' })).code).toBe('PAYEE_NAME_SET');

    const birthday = (day: string) => post('/wps/member/birthday', mobile, { birthday: day });
    for (const bad of ['2001-02-30', '1899-12-31', '2000/01/01', merchantDay(0, 1)]) expect((await birthday(bad)).code).toBe('BIRTHDAY_INVALID');
    // One day short of 21 on the merchant's today: under age; 21 today: accepted.
    expect(await birthday(merchantDay(21, 1))).toMatchObject({ code: 'UNDER_AGE', message: 'You must be at least 21 years old', value: { minimumAge: 21 } });
    await simulator.client.control('state', { minimumAge: 18 });
    expect((await security(mobile)).value.minimumAge).toBe(18);
    expect((await birthday(merchantDay(18, 1))).value).toEqual({ minimumAge: 18 });
    expect(await birthday(merchantDay(18))).toEqual({ success: true, value: true });
    expect((await birthday(merchantDay(30))).code).toBe('BIRTHDAY_SET');
    expect((await security(mobile)).value.birthday).toBe(merchantDay(18));
    expect((await simulator.client.control('state', { minimumAge: 20 })).code).toBe('BAD_REQUEST');
  });

  it('refuses every row while SECPRIV is off, and trial and free-play accounts on the write rows', async () => {
    const trial = (await simulator.client.call('/wps/member/trial', { moduleId: 'TRIAL3', merchant: 'mer01trial' })).body.value.token;
    const freePlay = (await simulator.client.call('/wps/session/login/freeplay', { moduleId: 'FREEPLAY3', json: {} })).body.value.token;
    for (const token of [trial, freePlay]) {
      expect((await security(token)).success).toBe(true);
      expect(await paymentPassword(token, { newPaymentPassword: '123456', confirmPaymentPassword: '123456' }))
        .toMatchObject({ code: 'NOT_ACTUAL_ACCOUNT', message: 'Please login an actual account to use this function' });
      expect((await post('/wps/member/email', token, { email: 'a@b.co' })).code).toBe('NOT_ACTUAL_ACCOUNT');
      expect((await post('/wps/member/birthday', token, { birthday: '1990-01-01' })).code).toBe('NOT_ACTUAL_ACCOUNT');
    }
    const demo = await login('demo01', 'Demo1234');
    await simulator.client.control('state', { flags: { SECPRIV: false } });
    expect((await security(demo)).code).toBe('FEATURE_OFF');
    expect((await simulator.client.call('/wps/member/securityQuestions', { moduleId: MODULE, token: demo })).body.code).toBe('FEATURE_OFF');
    expect((await paymentPassword(demo, { newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).code).toBe('FEATURE_OFF');
    expect((await sealed('/wps/member/securityQuestion', demo, { questionId: 1, answer: 'A', password: 'Demo1234' })).code).toBe('FEATURE_OFF');
    for (const [path, json] of [['email', { email: 'a@b.co' }], ['payeeName', { payeeName: 'Ab' }], ['birthday', { birthday: '1990-01-01' }]] as const) {
      expect((await post(`/wps/member/${path}`, demo, json)).code).toBe('FEATURE_OFF');
    }
  });
});
