import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../platform-sim/content/index.mjs';
import { freshSimulator } from './freshSimulator';
import { signedInCalls } from './signedInCalls';

const simulator = freshSimulator();
const { login } = signedInCalls(simulator);

const announcements = async (language: string) =>
  (await simulator.client.call('/wps/announcements', { moduleId: 'COMM3', query: { groupName: 'm_home' }, headers: { Language: language } })).body.value;
const inboxTitles = async (token: string, language: string) =>
  (await simulator.client.call('/wps/inbox', { moduleId: 'INBOX3', token, headers: { Language: language } })).body.value.content.map(
    (message: { title: string }) => message.title,
  );

// SPEC §9 the request's Language; README rows 23 and 50: the platform's content in that language, else the merchant's default.
describe('the platform\'s content in the request\'s language', () => {
  it('answers banners, notices and popups in the Language asked for', async () => {
    const vi = await announcements('VI');
    const en = await announcements('EN');
    const bn = await announcements('BN');
    expect(vi.banners[0].title).toBe('Thưởng chào mừng 100%');
    expect(en.banners[0].title).toBe('Welcome bonus 100%');
    expect(bn.banners[0].title).toBe('স্বাগতম বোনাস 100%');
    expect(vi.playerNotices[0]).toMatchObject({ title: 'Bảo trì hệ thống vào Chủ nhật', content: 'Bảo trì từ 02:00 đến 04:00 (GMT+7).' });
    expect(en.playerNotices[0].title).toBe('System maintenance on Sunday');
    expect(bn.popups.map((popup: { title: string }) => popup.title)).toEqual(['স্বাগতম!', 'অ্যাপ ডাউনলোড করুন']);
    expect((await announcements('en')).banners[0].title).toBe('Welcome bonus 100%');
  });

  it('answers the home screen\'s texts in every language the product offers', async () => {
    const english = await announcements('EN');
    for (const [tag, texts] of Object.entries(CONTENT)) {
      if (tag === 'en') continue;
      const answer = await announcements(tag);
      const home = [...answer.banners, ...answer.playerNotices, ...answer.popups];
      for (const [index, entry] of home.entries()) {
        const other = [...english.banners, ...english.playerNotices, ...english.popups][index];
        expect(entry.title, `${tag} ${other.title}`).not.toBe(other.title);
      }
      expect(Object.keys(texts).length).toBeGreaterThan(0);
    }
  });

  it('answers the inbox in the Language asked for', async () => {
    const token = await login('demo01', 'Demo1234');
    expect((await inboxTitles(token, 'VI'))[0]).toBe('Đã nhận tiền nạp #30');
    expect((await inboxTitles(token, 'EN'))[0]).toBe('Deposit received #30');
    expect((await inboxTitles(token, 'BN'))[0]).toBe('ডিপোজিট পাওয়া গেছে #30');
  });

  it('names the lottery groups (the tabs) in the Language asked for', async () => {
    const tabs = async (language: string) =>
      Object.values((await simulator.client.call('/lgw/lottery/menu', { moduleId: 'GAMELO3', headers: { Language: language } })).body.value).map(
        (group) => (group as { displayName: string }).displayName,
      );
    expect(await tabs('VI')).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Xổ số siêu tốc']);
    expect(await tabs('EN')).toEqual(['North', 'Central', 'South', 'Fast lottery']);
    expect(await tabs('BN')).toEqual(['উত্তর', 'মধ্য', 'দক্ষিণ', 'দ্রুত লটারি']);
    expect(await tabs('JA')).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Xổ số siêu tốc']);
  });

  it('names the deposit wallets, methods and promotions in the Language asked for', async () => {
    const token = await login('demo01', 'Demo1234');
    const names = async (language: string) => {
      const { value } = (await simulator.client.call('/wps/deposit/methods', { moduleId: 'DEPOSIT', token, headers: { Language: language } })).body;
      return [value.walletTypes[0].name, value.methods[0].name, value.promos[0].title];
    };
    expect(await names('VI')).toEqual(['Ví chính', 'Chuyển khoản Vietcombank', 'Thưởng nạp đầu 100%']);
    expect(await names('EN')).toEqual(['Main wallet', 'Vietcombank transfer', 'First deposit bonus 100%']);
    expect(await names('BN')).toEqual(['মূল ওয়ালেট', 'Vietcombank ট্রান্সফার', 'প্রথম ডিপোজিট বোনাস 100%']);
  });

  it('answers activities and rewards in the Language asked for', async () => {
    const token = await login('demo01', 'Demo1234');
    const activity = async (language: string) =>
      (await simulator.client.call('/wps/activity/detail', { moduleId: 'ACTIVITY3', query: { id: 304 }, headers: { Language: language } })).body.value;
    const reward = async (language: string) =>
      (await simulator.client.call('/wps/rewards', { moduleId: 'REWCEN3', token, headers: { Language: language } })).body.value.content[0].title;
    expect(await activity('VI')).toMatchObject({ title: 'Nhiệm vụ hằng ngày', summary: 'Hoàn thành nhiệm vụ hôm nay để nhận thưởng.' });
    expect((await activity('EN')).title).toBe('Daily missions');
    expect((await activity('BN')).title).toBe('প্রতিদিনের মিশন');
    expect([await reward('VI'), await reward('EN'), await reward('BN')]).toEqual(['Quà sinh nhật', 'Birthday gift', 'জন্মদিনের উপহার']);
  });

  it('falls back to the merchant\'s default language for a text the asked language lacks, never to a third', async () => {
    const token = await login('demo01', 'Demo1234');
    expect(CONTENT.th?.['inbox.deposit.title']).toBeUndefined();
    expect((await inboxTitles(token, 'TH'))[0]).toBe('Đã nhận tiền nạp #30');
    expect((await announcements('XX')).banners[0].title).toBe('Thưởng chào mừng 100%');
    await simulator.client.control('state', { languages: ['EN', 'TH'] });
    try {
      expect((await inboxTitles(token, 'TH'))[0]).toBe('Deposit received #30');
    } finally {
      await simulator.client.control('reset', {});
    }
  });

  it('draws each banner picture with its title in the reader\'s language: a picture per language', async () => {
    const vi = await announcements('VI');
    const bn = await announcements('BN');
    expect(vi.banners[0].url).toBe('/banners/101.jpg');
    expect(bn.banners[0].url).toBe('/banners/101.bn.jpg');
    // A language without texts of its own shows the default picture, as it reads the default texts.
    expect((await announcements('XX')).banners[0].url).toBe('/banners/101.jpg');
    const picture = async (path: string) => Buffer.from(await (await fetch(`${simulator.url}/cdn${path}`)).arrayBuffer());
    const [plain, bengali] = await Promise.all([picture(vi.banners[0].url), picture(bn.banners[0].url)]);
    expect(bengali.length).toBeGreaterThan(1000);
    expect(bengali.equals(plain)).toBe(false);
    expect((await fetch(`${simulator.url}/cdn/banners/101.xx-Latn.jpg`)).status).toBe(404);
    // Every language's own picture is served, Chinese tags included.
    for (const language of ['CN', 'TW', 'AR', 'JA']) {
      const { url } = (await announcements(language)).banners[0];
      expect(url, language).not.toBe('/banners/101.jpg');
      expect((await fetch(`${simulator.url}/cdn${url}`)).status, url).toBe(200);
    }
  });

  it('names the records of money moved in the Language asked for: deposit methods and movement remarks', async () => {
    const report = async (path: string, moduleId: string, token: string, query: Record<string, string>, language: string) =>
      (await simulator.client.call(path, { moduleId, token, query, headers: { Language: language } })).body.value.content;
    const agent = await login('agent01', 'Agent1234');
    const remarks = async (language: string) =>
      new Set((await report('/wps/report/transactions', 'MEMTRANS3', agent, { types: 'A', transType: 'COMMISSION' }, language)).map((movement: { remark: string }) => movement.remark));
    expect(await remarks('VI')).toEqual(new Set([CONTENT.vi!['remark.commission']]));
    expect(await remarks('BN')).toEqual(new Set([CONTENT.bn!['remark.commission']]));
    // A language without the text answers in the merchant's default language, never a third.
    expect(await remarks('TH')).toEqual(new Set([CONTENT.vi!['remark.commission']]));
    const methods = async (language: string) =>
      new Set((await report('/wps/report/deposit', 'DEPRECM3', agent, {}, language)).map((deposit: { methodName: string }) => deposit.methodName));
    const vietnamese = await methods('VI');
    expect(vietnamese).toContain(CONTENT.vi!['deposit.method.BANK_VCB']);
    expect([...vietnamese].every((name) => Object.values(CONTENT.vi!).includes(name as string))).toBe(true);
    expect(await methods('EN')).toContain(CONTENT.en!['deposit.method.BANK_VCB']);
  });

  it('keeps every text of every language in Vietnamese, the default merchant\'s language', () => {
    const idsOf = (tag: string) => Object.keys(CONTENT[tag] ?? {}).sort();
    const vietnamese = idsOf('vi');
    expect(idsOf('en')).toEqual(vietnamese);
    expect(idsOf('bn')).toEqual(vietnamese);
    for (const [tag, texts] of Object.entries(CONTENT)) {
      expect(Object.keys(texts).filter((id) => !vietnamese.includes(id)), tag).toEqual([]);
    }
  });
});
