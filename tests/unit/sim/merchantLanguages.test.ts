import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const settings = async () => (await simulator.client.call('/wps/system/settings/consolidated', { moduleId: 'COMM3' })).body.value;
const agreementTitle = async (language: string) =>
  (await simulator.client.call('/wps/system/agreement', { moduleId: 'COMM3', headers: { Language: language } })).body.value.title;

// SPEC §3 client config (language, languages) in row 14, and SPEC §9's language codes on the wire.
describe('the merchant\'s languages', () => {
  it('row 14 offers every language of the product by default (and the dictionaries\' others), Vietnamese first and by default', async () => {
    const { language, languages } = await settings();
    expect(language).toBe('VI');
    expect(languages[0]).toBe('VI');
    expect(languages).toEqual(expect.arrayContaining(LANGUAGES.map((entry) => entry.platformCode)));
  });

  it('/__sim/state narrows the list; a default left out becomes the first; reset offers all again', async () => {
    expect((await simulator.client.control('state', { languages: ['EN', 'TH', 'EN'] })).value).toMatchObject({ language: 'EN', languages: ['EN', 'TH'] });
    expect(await settings()).toMatchObject({ language: 'EN', languages: ['EN', 'TH'] });
    expect((await simulator.client.control('state', { language: 'TH' })).value).toMatchObject({ language: 'TH' });
    for (const refused of [{ languages: [] }, { languages: ['XX'] }, { languages: ['th'] }, { language: 'VI' }, { language: 'TY' }]) {
      expect(await simulator.client.control('state', refused), JSON.stringify(refused)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
    await simulator.client.control('reset', {});
    expect((await settings()).languages).toHaveLength(24);
  });

  it('reads a request\'s Language as a platform code, and still as the lowercase tag older callers send', async () => {
    expect(await agreementTitle('EN')).toBe('User agreement');
    expect(await agreementTitle('BN')).toBe('ব্যবহারকারী চুক্তি');
    expect(await agreementTitle('en')).toBe('User agreement');
    expect(await agreementTitle('VI')).toBe('Thỏa thuận người dùng');
  });
});
