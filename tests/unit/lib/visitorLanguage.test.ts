import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { languageOffer, visitorLanguage, type LanguageOffer } from '@/lib/i18n/visitorLanguage';

// SPEC §3 client config (language, languages) and SPEC §9: the merchant offers some languages and a default; the
// visitor gets its choice within them, else its browser's best offered language, else the merchant's default.
const EVERY_CODE = LANGUAGES.map((language) => language.platformCode);

describe('the merchant offer', () => {
  it('takes the platform\'s codes as the app\'s tags, in the platform\'s order, leaving out codes it does not know', () => {
    expect(languageOffer({ language: 'TH', languages: ['TH', 'EN', 'CN', 'TW', 'TY', 'xx'] }, {})).toEqual({
      languages: ['th', 'en', 'zh-Hans', 'zh-Hant'],
      defaultLanguage: 'th',
    });
    expect(languageOffer({ language: 'VI', languages: EVERY_CODE }, {}).languages).toHaveLength(LANGUAGES.length);
  });

  it('falls back to SPEC §1 (Vietnamese, English, Bengali) when the platform says nothing', () => {
    expect(languageOffer(null, {})).toEqual({ languages: ['vi', 'en', 'bn'], defaultLanguage: 'vi' });
    expect(languageOffer({ language: '', languages: [] }, {})).toEqual({ languages: ['vi', 'en', 'bn'], defaultLanguage: 'vi' });
  });

  it('lets the operator override the platform, and always offers the default', () => {
    const platform = { language: 'EN', languages: ['EN', 'TH'] };
    expect(languageOffer(platform, { LANGUAGES: ['vi', 'en', 'bn'], DEFAULT_LANGUAGE: 'bn' })).toEqual({ languages: ['vi', 'en', 'bn'], defaultLanguage: 'bn' });
    expect(languageOffer(platform, { DEFAULT_LANGUAGE: 'vi' })).toEqual({ languages: ['vi', 'en', 'th'], defaultLanguage: 'vi' });
    // The platform's default where the operator's list has it, else Vietnamese, else the list's first.
    expect(languageOffer(platform, { LANGUAGES: ['th', 'en'] }).defaultLanguage).toBe('en');
    expect(languageOffer({ language: 'KO', languages: ['KO'] }, { LANGUAGES: ['th', 'vi'] }).defaultLanguage).toBe('vi');
    expect(languageOffer({ language: 'CN', languages: ['CN', 'ID'] }, {})).toEqual({ languages: ['zh-Hans', 'id'], defaultLanguage: 'zh-Hans' });
    expect(languageOffer({ language: 'AR', languages: ['ID', 'MS'] }, {}).defaultLanguage).toBe('id');
  });
});

describe('the visitor\'s language', () => {
  const offer: LanguageOffer = { languages: ['vi', 'en', 'th', 'zh-Hant'], defaultLanguage: 'vi' };

  it('keeps the selector\'s choice while it is offered, and gives the default for one no longer offered', () => {
    expect(visitorLanguage({ cookie: 'th', acceptLanguage: 'en' }, offer)).toBe('th');
    expect(visitorLanguage({ cookie: 'bn', acceptLanguage: 'en' }, offer)).toBe('vi');
    expect(visitorLanguage({ cookie: 'klingon' }, offer)).toBe('vi');
    expect(visitorLanguage({ cookie: 'bn' }, { ...offer, defaultLanguage: 'en' })).toBe('en');
  });

  it('without a choice, takes the browser\'s best offered language', () => {
    expect(visitorLanguage({ acceptLanguage: 'th' }, offer)).toBe('th');
    expect(visitorLanguage({ acceptLanguage: 'th-TH,th;q=0.9,en;q=0.8' }, offer)).toBe('th');
    expect(visitorLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,en-US;q=0.8' }, offer)).toBe('en');
    expect(visitorLanguage({ acceptLanguage: 'en;q=0.5, th;q=0.9' }, offer)).toBe('th');
    expect(visitorLanguage({ acceptLanguage: 'zh-TW' }, offer)).toBe('zh-Hant');
    expect(visitorLanguage({ acceptLanguage: 'th;q=0, en' }, offer)).toBe('en');
  });

  it('gives the default for a browser language not offered, none, or one it cannot read', () => {
    expect(visitorLanguage({ acceptLanguage: 'th' }, { languages: ['vi', 'en'], defaultLanguage: 'vi' })).toBe('vi');
    expect(visitorLanguage({}, offer)).toBe('vi');
    expect(visitorLanguage({ acceptLanguage: '*' }, offer)).toBe('vi');
    expect(visitorLanguage({ acceptLanguage: '!!,;q=x,' }, offer)).toBe('vi');
    expect(visitorLanguage({ acceptLanguage: 'de-DE' }, { ...offer, defaultLanguage: 'th' })).toBe('th');
  });
});
