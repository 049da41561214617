import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();
const MOBILE = '912345678';
const VOID = { success: false, code: 'VERIFICATION_CODE_VOID', message: 'The verification code is no longer valid, please request a new one' };

async function requestCode(row: 18 | 19, mobileNum = MOBILE) {
  const [path, moduleId] = row === 18 ? ['/wps/verification/sms/noLogin', 'COMM3'] : ['/wps/member/password/sms', 'PWRESETSMS3'];
  const sent = await simulator.client.call(path, { moduleId, json: { mobileNum, countryDialingCode: '84' } });
  expect(sent.body.success).toBe(true);
  return (await simulator.client.control(`sms?mobileNum=${mobileNum}`)).value.code as string;
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const smsLogin = async (code: string) => (await simulator.client.login(MOBILE, code, { type: 'sms', countryDialingCode: '84' })).body;
const resetByPhone = async (code: string, newPassword = 'Mobile9999') =>
  (await simulator.client.encrypted('/wps/member/password/phone', 'CHNGPASSVERIF3', { newPassword, mobileNum: MOBILE, verificationCode: code })).body;

// README "Strict rules": a pending SMS code is voided by the 5th wrong try of its number (rows 2, 8, 20).
describe('SMS code attempts', () => {
  it('row 2: four wrong codes count down, the fifth voids the code, the right one is refused until a new code', async () => {
    const code = await requestCode(18);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await smsLogin(wrongOf(code))).toMatchObject({ success: false, code: 'VERIFICATION_CODE_ERROR', value: { attemptsLeft } });
    }
    expect(await smsLogin(wrongOf(code))).toMatchObject(VOID);
    expect(await smsLogin(code)).toMatchObject(VOID);
    // firebase with the SMS channel checks the same code
    const firebase = await simulator.client.login(MOBILE, '', { type: 'firebase', firebaseIdToken: code, countryDialingCode: '84' });
    expect(firebase.body).toMatchObject(VOID);

    const fresh = await requestCode(18);
    expect(await smsLogin(wrongOf(fresh))).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { attemptsLeft: 4 } });
    expect(await smsLogin(fresh)).toMatchObject({ success: true, value: { userName: 'mobile01' } });
  });

  it('row 20 keeps its code and adds attemptsLeft; the 5th wrong try voids the reset code too', async () => {
    const code = await requestCode(19);
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await resetByPhone(wrongOf(code))).toMatchObject({ success: false, code: 'verification.code.error', value: { attemptsLeft } });
    }
    expect(await resetByPhone(wrongOf(code))).toMatchObject(VOID);
    expect(await resetByPhone(code)).toMatchObject(VOID);
    expect((await simulator.client.login('mobile01', 'Mobile9999')).body.success).toBe(false);

    const fresh = await requestCode(19);
    expect(await resetByPhone(fresh)).toMatchObject({ success: true, value: true });
    expect((await simulator.client.login('mobile01', 'Mobile9999')).body.success).toBe(true);
  });

  it('wrong tries add up across rows for one number; a used code ends its count', async () => {
    const code = await requestCode(18);
    await smsLogin(wrongOf(code));
    await smsLogin(wrongOf(code));
    expect(await resetByPhone(wrongOf(code))).toMatchObject({ value: { attemptsLeft: 2 } });
    expect(await smsLogin(code)).toMatchObject({ success: true });

    // another number keeps its own count
    const other = await requestCode(18, '987650002');
    const register = (verificationCode: string) => simulator.client.encrypted('/wps/member/register/mobile', 'REGISTER_REE3', {
      mobileNum: '987650002', countryDialingCode: '84', verificationCode, password: 'Phone1234', confirmPassword: 'Phone1234', type: 0,
    }, 'PUT');
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect((await register(wrongOf(other))).body).toMatchObject({ code: 'VERIFICATION_CODE_ERROR', value: { attemptsLeft } });
    }
    expect((await register(wrongOf(other))).body).toMatchObject(VOID);
    expect((await register(other)).body).toMatchObject(VOID);
    const again = await requestCode(18, '987650002');
    expect((await register(again)).body).toMatchObject({ success: true, value: { userName: 'm987650002' } });
  });

  it('a reset forgets the wrong tries', async () => {
    const code = await requestCode(18);
    for (let i = 0; i < 5; i += 1) await smsLogin(wrongOf(code));
    expect(await smsLogin(code)).toMatchObject(VOID);
    await simulator.client.control('reset', {});
    const fresh = await requestCode(18);
    expect(await smsLogin(wrongOf(fresh))).toMatchObject({ value: { attemptsLeft: 4 } });
  });
});
