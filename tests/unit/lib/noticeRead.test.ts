import { describe, expect, it } from 'vitest';
import { MAX_INBOX_PAGES, morePageHref, pagesWanted } from '@/features/inbox/logic/inboxPages';
import { mergeReload, shownUnreadCount, withLocalReads } from '@/features/notice/logic/mergeReload';
import { noticeHref, playerTab, tabEntries, AGENT_TAB } from '@/features/notice/logic/noticeTabs';
import { NOTICE_READ_THROTTLE_MS, readFlow } from '@/features/notice/logic/readFlow';

function recorder() {
  const steps: string[] = [];
  let clock = 0;
  const deferred: Array<() => void> = [];
  return {
    steps,
    tick: (ms: number) => (clock += ms),
    now: () => clock,
    markLocally: (id: string) => steps.push(`local ${id}`),
    send: (id: string) => {
      steps.push(`send ${id}`);
      return Promise.resolve();
    },
    reload: () => {
      steps.push('reload');
      return Promise.resolve();
    },
    deferred,
  };
}

// SPEC §4 announcements: mark-as-read set locally first, then sent, then the list reloaded; §9 throttle 150 ms
describe('readFlow', () => {
  it('marks locally, then sends, then reloads, in that order', async () => {
    const r = recorder();
    const open = readFlow({ ...r, throttleMs: NOTICE_READ_THROTTLE_MS });
    await open('232');
    expect(r.steps).toEqual(['local 232', 'send 232', 'reload']);
  });

  it('marks locally before the call has answered', async () => {
    const steps: string[] = [];
    let answer!: () => void;
    const open = readFlow({
      throttleMs: 150,
      markLocally: (id) => steps.push(`local ${id}`),
      send: () => new Promise<void>((resolve) => (answer = resolve)),
      reload: async () => void steps.push('reload'),
    });
    const done = open('7');
    expect(steps).toEqual(['local 7']);
    answer();
    await done;
    expect(steps).toEqual(['local 7', 'reload']);
  });

  it('sends one call for a quick double open of the same entry, and again after the window', async () => {
    const r = recorder();
    const open = readFlow({ ...r, throttleMs: 150 });
    await Promise.all([open('1'), open('1')]);
    r.tick(149);
    await open('1');
    expect(r.steps.filter((step) => step.startsWith('send'))).toEqual(['send 1']);
    expect(r.steps.filter((step) => step === 'reload')).toHaveLength(1);
    r.tick(1);
    await open('1');
    expect(r.steps.filter((step) => step.startsWith('send'))).toEqual(['send 1', 'send 1']);
  });

  it('throttles per entry: two different entries opened at once are both sent', async () => {
    const r = recorder();
    const open = readFlow({ ...r, throttleMs: 150 });
    await Promise.all([open('1'), open('2')]);
    expect(r.steps.filter((step) => step.startsWith('send'))).toEqual(['send 1', 'send 2']);
  });

  it('sends nothing for visitors: their read state stays local', async () => {
    const steps: string[] = [];
    const open = readFlow({ throttleMs: 150, markLocally: (id) => steps.push(`local ${id}`) });
    await open('5');
    expect(steps).toEqual(['local 5']);
  });

  it('still reloads when the call fails, and keeps the local mark', async () => {
    const steps: string[] = [];
    const open = readFlow({
      throttleMs: 150,
      markLocally: (id) => steps.push(`local ${id}`),
      send: () => Promise.reject(new Error('down')),
      reload: async () => void steps.push('reload'),
    });
    await expect(open('9')).resolves.toBeUndefined();
    expect(steps).toEqual(['local 9', 'reload']);
  });
});

const entry = (id: string, read: boolean, date = '2025-01-01 10:00') => ({ id, title: `t${id}`, content: `c${id}`, read, date, dateTime: date ? '2025-01-01T03:00:00.000Z' : '' });

describe('reload merge and unread count', () => {
  it('takes the platform order and read flags, keeps known dates, shows new entries without one', () => {
    const merged = mergeReload([entry('1', false), entry('2', false)], [{ id: 3, title: 'new', content: 'n', read: false }, { id: 1, title: 't1', content: 'c1', read: true }]);
    expect(merged).toEqual([
      { id: '3', title: 'new', content: 'n', read: false, date: '', dateTime: '' },
      { ...entry('1', true) },
    ]);
  });

  it('keeps entries the player opened read, whatever the platform answered', () => {
    const shown = withLocalReads([entry('1', false), entry('2', false)], new Set(['2']));
    expect(shown.map((item) => item.read)).toEqual([false, true]);
  });

  it('lowers the platform count by the opened entries it still counted', () => {
    const platform = [entry('1', false), entry('2', false), entry('3', true)];
    expect(shownUnreadCount(2, platform, new Set())).toBe(2);
    expect(shownUnreadCount(2, platform, new Set(['1', '3']))).toBe(1);
    expect(shownUnreadCount(0, platform, new Set(['1']))).toBe(0);
  });
});

describe('notice tabs and inbox paging', () => {
  it('picks the player tab from ?types= and falls back to notices', () => {
    expect(playerTab('PR').group).toBe('promotions');
    expect(playerTab('pu').type).toBe('PU');
    expect(playerTab(['PL', 'PR']).type).toBe('PL');
    expect(playerTab('A').type).toBe('PL');
    expect(playerTab(undefined).type).toBe('PL');
  });

  it('links each tab and entry by URL', () => {
    expect(noticeHref(playerTab('PR'))).toBe('/m/notice?types=PR');
    expect(noticeHref(AGENT_TAB, '232')).toBe('/m/member/notice?types=A&id=232');
  });

  it('reads the entries of a tab and the footer count', () => {
    const groups = { playerNotices: [], promotions: [], popups: [], agentNotices: [{ id: '1', type: 'A', title: '', content: '', read: false, url: '', link: '' }], footer: { unreadCount: 1 } };
    expect(tabEntries(groups, AGENT_TAB)).toEqual({ entries: groups.agentNotices, unreadCount: 1 });
    expect(tabEntries({ ...groups, footer: undefined }, AGENT_TAB).unreadCount).toBeNull();
  });

  it('reads ?page= as a bounded page count and links one page more', () => {
    expect(pagesWanted(undefined)).toBe(1);
    expect(pagesWanted('2')).toBe(2);
    expect(pagesWanted('0')).toBe(1);
    expect(pagesWanted('abc')).toBe(1);
    expect(pagesWanted('999')).toBe(MAX_INBOX_PAGES);
    expect(morePageHref(1)).toBe('/m/webEmail?page=2#inbox-page-2');
  });
});
