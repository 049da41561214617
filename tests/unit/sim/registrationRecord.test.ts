import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

// platform-sim/README.md control API: GET /__sim/accounts shows what an encrypted registration (rows 7, 8) carried
describe('GET /__sim/accounts', () => {
  it('answers the stored registration of a username account, without its password', async () => {
    await simulator.client.call('/wps/captcha', { moduleId: 'CAPTCHA3' });
    const { value } = await simulator.client.control('captcha');
    const payload = {
      username: 'Record01', password: 'Record123', confirmPassword: 'Record123', captcha: value.text, type: 0,
      affiliateCode: 'AG9999', registerMethod: 'PWA', registerUrl: 'm.example.com:3000', domain: 'm.example.com',
      email: 'record@example.com',
    };
    const registered = await simulator.client.encrypted('/wps/member/register', 'REGISTER_REE3', payload, 'PUT');
    expect(registered.body.success).toBe(true);

    const record = await simulator.client.control('accounts?userName=RECORD01');
    expect(record.value).toMatchObject({
      userName: 'record01', type: 0, affiliateCode: 'AG9999', registerMethod: 'PWA', registerUrl: 'm.example.com:3000',
      domain: 'm.example.com', email: 'record@example.com', regDate: expect.any(Number),
    });
    expect(JSON.stringify(record.value)).not.toContain('Record123');
  });

  it('answers the mobile registration of row 8', async () => {
    await simulator.client.call('/wps/verification/sms/noLogin', { moduleId: 'COMM3', json: { mobileNum: '987650001', countryDialingCode: '84' } });
    const { value } = await simulator.client.control('sms?mobileNum=987650001');
    const payload = {
      mobileNum: '987650001', countryDialingCode: '84', verificationCode: value.code, password: 'Record123',
      confirmPassword: 'Record123', registerMethod: 'H5', registerUrl: 'localhost', domain: 'localhost', type: 0,
    };
    const registered = await simulator.client.encrypted('/wps/member/register/mobile', 'REGISTER_REE3', payload, 'PUT');
    expect(registered.body).toMatchObject({ success: true, value: { userName: 'm987650001' } });
    const record = await simulator.client.control('accounts?userName=m987650001');
    expect(record.value).toMatchObject({ mobileNum: '987650001', countryDialingCode: '84', registerMethod: 'H5', affiliateCode: '' });
  });

  it('answers 404 for an unknown account', async () => {
    const unknown = await simulator.client.control('accounts?userName=nobody');
    expect(unknown).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
