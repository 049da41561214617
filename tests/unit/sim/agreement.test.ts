import { describe, expect, it } from 'vitest';
import { freshSimulator } from './freshSimulator';

const simulator = freshSimulator();

const agreement = (language?: string) =>
  simulator.client.call('/wps/system/agreement', { moduleId: 'COMM3', headers: language ? { Language: language } : {} });

// Row 103: the register form's agreement, in the request's language, with the five subjects SPEC §2 register needs.
describe('row 103 user agreement', () => {
  it('answers version, title and headed paragraphs in Vietnamese, English and Bengali', async () => {
    const texts = await Promise.all(['vi', 'en', 'bn'].map(async (language) => (await agreement(language)).body));
    for (const body of texts) {
      expect(body.success).toBe(true);
      expect(body.value.version).toBe('2026-03-01');
      expect(body.value.content.length).toBeGreaterThanOrEqual(5);
      for (const section of body.value.content) {
        expect(section.heading).toEqual(expect.any(String));
        expect(section.text.length).toBeGreaterThan(80);
      }
    }
    expect(texts.map((body) => body.value.title)).toEqual(['Thỏa thuận người dùng', 'User agreement', 'ব্যবহারকারী চুক্তি']);
    const english = texts[1]!.value.content.map((section: { heading: string }) => section.heading).join(' ');
    for (const subject of ['account', 'Age', 'Responsible gaming', 'Deposits and withdrawals', 'Privacy']) expect(english).toContain(subject);
    // The age is the merchant's minimum age (21 unless switched), the one the birthday is held to.
    expect(texts[1]!.value.content[1].text).toContain('aged 21 or over');
    expect(texts[2]!.value.content[1].text).toContain('২১ বছর');
  });

  it('answers the Vietnamese text without a Language header or for a language it has no text for', async () => {
    const vietnamese = (await agreement('vi')).body.value;
    expect((await agreement()).body.value).toEqual(vietnamese);
    expect((await agreement('fr')).body.value).toEqual(vietnamese);
  });

  it('needs its module id and no token', async () => {
    const wrongModule = await simulator.client.call('/wps/system/agreement', { moduleId: 'REG3' });
    expect(wrongModule.body).toMatchObject({ success: false, code: 'MODULE_MISMATCH' });
  });
});
