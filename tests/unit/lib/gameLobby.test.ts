import { describe, expect, it } from 'vitest';
import {
  defaultLobbyTab, lobbyTabHref, lobbyTabOf, lobbyTabs, vendorIconPath, vendorMenuIcon, vendorTileHref, vendorTilesOf,
} from '@/features/games/logic/lobby';
import { game, vendorLobby } from '@/lib/platform/schemas';
import { imageUrl } from '@/lib/settings/imageUrl';

const categories = [
  { gameCategory: 'RNG', vendorNames: ['PG', 'JILI'] },
  { gameCategory: 'LIVE', vendorNames: ['EVO'] },
  { gameCategory: 'SPORTS', vendorNames: ['SABA'] },
  { gameCategory: 'LOTT', vendorNames: ['TCG_LOTTO_VN', 'LOTT'] },
];
const lobbies = ['PG', 'JILI', 'EVO', 'SABA', 'TCG_LOTTO_VN', 'LOTT'].map((vendor, index) =>
  vendorLobby.parse({
    vassalage: vendor,
    gameType: categories.find((c) => c.vendorNames.includes(vendor))!.gameCategory,
    gameId: `${vendor}_LOBBY`,
    nodeId: 900 + index,
    displayName: vendor,
  }),
);
const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

// SPEC §2 popular lobby
describe('popular lobby', () => {
  it('puts HOT first and opens on SPORTS when there is one', () => {
    const tabs = lobbyTabs(categories);
    expect(tabs).toEqual(['HOT', 'RNG', 'LIVE', 'SPORTS', 'LOTT']);
    expect(defaultLobbyTab(tabs)).toBe('SPORTS');
    expect(lobbyTabOf({}, tabs)).toBe('SPORTS');
    expect(lobbyTabOf({ tab: 'rng' }, tabs)).toBe('RNG');
    expect(lobbyTabHref('SPORTS', tabs)).toBe('/m/gameLobby');
    expect(lobbyTabHref('HOT', tabs)).toBe('/m/gameLobby?tab=HOT');
  });

  it('opens on the first tab without SPORTS', () => {
    expect(defaultLobbyTab(lobbyTabs(categories.filter((c) => c.gameCategory !== 'SPORTS')))).toBe('HOT');
  });

  it('shows the category vendors, and for HOT every vendor with a hot game', () => {
    expect(vendorTilesOf('RNG', categories, [])).toEqual([{ vendor: 'PG', category: 'RNG' }, { vendor: 'JILI', category: 'RNG' }]);
    const hot = [
      game.parse({ nodeId: 1, vassalage: 'EVO', gameType: 'LIVE' }),
      game.parse({ nodeId: 2, vassalage: 'PG', gameType: 'RNG' }),
      game.parse({ nodeId: 3, vassalage: 'EVO', gameType: 'LIVE' }),
    ];
    expect(vendorTilesOf('HOT', categories, hot)).toEqual([{ vendor: 'EVO', category: 'LIVE' }, { vendor: 'PG', category: 'RNG' }]);
  });

  it('slot vendors open their game list; HOT opens it on the Hot classification', () => {
    expect(vendorTileHref({ vendor: 'PG', category: 'RNG' }, lobbies)).toBe('/m/gameLobby?type=RNG&vendor=PG');
    expect(vendorTileHref({ vendor: 'PG', category: 'RNG' }, lobbies, true)).toBe('/m/gameLobby?type=RNG&vendor=PG&classify=hot');
    expect(vendorTileHref({ vendor: 'LOTT', category: 'LOTT' }, lobbies)).toBe('/m/gameLobby?type=LOTT&vendor=LOTT');
  });

  it('live, sports and lottery-lobby vendors launch their lobby', () => {
    expect(query(vendorTileHref({ vendor: 'SABA', category: 'SPORTS' }, lobbies))).toEqual({
      gameCategory: 'SPORTS', vendor: 'SABA', gameId: 'SABA_LOBBY', nodeId: '903',
    });
    expect(query(vendorTileHref({ vendor: 'EVO', category: 'LIVE' }, lobbies))).toMatchObject({ vendor: 'EVO', gameId: 'EVO_LOBBY' });
    expect(query(vendorTileHref({ vendor: 'TCG_LOTTO_VN', category: 'LOTT' }, lobbies))).toEqual({
      playType: 'trad', prize_mode: 'Lott', code: 'lobby', pageBack: 'home',
    });
  });

  it('names the CDN vendor icons', () => {
    expect(vendorIconPath('PG', 'WHITE')).toBe('/PG-WHITE.png');
    expect(vendorIconPath('PG', 'COLOR')).toBe('/PG-COLOR.png');
  });

  // SPEC §2 vendor menus: a 24 px box needs no 200 px picture.
  it("draws a vendor menu's icon from the app's 96 px copy, coloured on the current entry", () => {
    const settings = { imageCDNs: ['https://cdn.example/img'] };
    expect(vendorMenuIcon(settings, 'PG', false)).toBe('/img/96/PG-WHITE.png');
    expect(vendorMenuIcon(settings, 'PG', true)).toBe('/img/96/PG-COLOR.png');
  });

  it("keeps the icon's placeholder when the merchant has no image CDN to resize from", () => {
    expect(vendorMenuIcon({ imageCDNs: [] }, 'PG', false)).toBe(imageUrl({ imageCDNs: [] }, '/PG-WHITE.png'));
    expect(vendorMenuIcon(null, 'PG', true)).toBe(imageUrl(null, '/PG-COLOR.png'));
    expect(vendorMenuIcon(null, 'PG', true)).not.toMatch(/^\/img\//);
  });
});
