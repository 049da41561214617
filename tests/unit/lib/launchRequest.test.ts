import { describe, expect, it } from 'vitest';
import { launchHref, launchRequestOf } from '@/features/games/logic/launchRequest';
import { game } from '@/lib/platform/schemas';

const tile = (over: Record<string, unknown>) =>
  game.parse({ nodeId: '10001', gameName: 'Mahjong Ways', vassalage: 'PG', gameType: 'RNG', gameId: 'mw', ...over });

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

// SPEC §4 game start: every branch of where a tile leads
describe('launchHref', () => {
  it('launches ordinary vendors with category, vendor, gameId and nodeId', () => {
    expect(queryOf(launchHref(tile({})))).toEqual({ gameCategory: 'RNG', vendor: 'PG', gameId: 'mw', nodeId: '10001' });
  });

  it('prefers the roomId over the gameId', () => {
    expect(queryOf(launchHref(tile({ roomId: 77, gameType: 'LIVE', vassalage: 'EVO' }))).gameId).toBe('77');
  });

  it.each(['TCG_LOTTO_VN', 'TCG_SEA'])('sends %s to the lottery lobby', (vendor) => {
    expect(queryOf(launchHref(tile({ vassalage: vendor, gameType: 'LOTT' })))).toEqual({
      playType: 'trad', prize_mode: 'Lott', code: 'lobby', pageBack: 'home',
    });
  });

  it('sends LOTT and ELOTT to the launch screen with play type, prize mode and code', () => {
    expect(queryOf(launchHref(tile({ vassalage: 'LOTT', gameCode: 'VNMB', lottoMode: 'Tradition' })))).toEqual({
      playType: 'trad', prize_mode: 'Lott', code: 'VNMB', pageBack: 'home',
    });
    expect(queryOf(launchHref(tile({ vassalage: 'ELOTT', gameCode: 'SEA1', lottoMode: 'Tradition,Entertainment' })))).toMatchObject({
      playType: 'ent', prize_mode: 'Elott', code: 'SEA1',
    });
    expect(queryOf(launchHref(tile({ vassalage: 'LOTT', gameCode: '' }))).code).toBe('lobby');
  });

  it('uses the vendor code or account type name when there is no vassalage', () => {
    expect(queryOf(launchHref(tile({ vassalage: '', vendorCode: 'JILI' }))).vendor).toBe('JILI');
  });
});

describe('launchRequestOf', () => {
  it('round-trips every kind of href', () => {
    expect(launchRequestOf(queryOf(launchHref(tile({}))))).toEqual({
      kind: 'vendor', gameCategory: 'RNG', vendor: 'PG', gameId: 'mw', nodeId: '10001',
    });
    expect(launchRequestOf(queryOf(launchHref(tile({ vassalage: 'LOTT', gameCode: 'VNMB' }))))).toEqual({
      kind: 'lottery', playType: 'trad', prizeMode: 'Lott', code: 'VNMB', pageBack: 'home',
    });
    expect(launchRequestOf({ prize_mode: 'Lott', code: 'lobby' })).toMatchObject({ code: null });
  });

  it.each([{}, { vendor: 'PG' }, { gameCategory: 'RNG', vendor: 'P G', gameId: '1', nodeId: '2' }, { prize_mode: '<x>' }])(
    'refuses %j',
    (query) => {
      expect(launchRequestOf(query)).toBeNull();
    },
  );
});
