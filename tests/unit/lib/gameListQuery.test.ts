import { describe, expect, it } from 'vitest';
import { arrowState, classificationOf, classificationsFor } from '@/features/games/logic/classifications';
import { gameListHref, gameListViewOf, searchable, sourceOfView } from '@/features/games/logic/gameListQuery';
import { hotSourceOf, hotTabHref, hotTabOf, hotTabs, neighbourTabs } from '@/features/games/logic/hotTabs';

// SPEC §2 classification bar: All, New, Hot, Recent, Favourite, then the vendor's classifications
describe('classification list', () => {
  it('puts the fixed entries first, then the category extras', () => {
    expect(classificationsFor('RNG')).toEqual(['all', 'new', 'hot', 'recent', 'favourite', 'jackpot', 'megaways', 'classic']);
    expect(classificationsFor('FISH')).toEqual(['all', 'new', 'hot', 'recent', 'favourite', 'fishing']);
    expect(classificationsFor('SPORTS')).toEqual(['all', 'new', 'hot', 'recent', 'favourite']);
    expect(classificationsFor(null)).toEqual(['all', 'new', 'hot', 'recent', 'favourite']);
  });

  it('reads a key from the address, falling back to all', () => {
    expect(classificationOf('megaways', 'RNG')).toBe('megaways');
    expect(classificationOf('megaways', 'LIVE')).toBe('all');
    expect(classificationOf('<script>', 'RNG')).toBe('all');
    expect(classificationOf(undefined, 'RNG')).toBe('all');
  });

  it('disables the arrows at the ends', () => {
    expect(arrowState(0, 800, 300)).toEqual({ canStart: false, canEnd: true });
    expect(arrowState(200, 800, 300)).toEqual({ canStart: true, canEnd: true });
    expect(arrowState(500, 800, 300)).toEqual({ canStart: true, canEnd: false });
    expect(arrowState(499.5, 800, 300)).toEqual({ canStart: true, canEnd: false });
    expect(arrowState(0, 300, 300)).toEqual({ canStart: false, canEnd: false });
  });

  // SPEC §9 (languages): a right-to-left strip scrolls from 0 towards negative scrollLeft values.
  it('disables the arrows at the ends of a right-to-left strip', () => {
    expect(arrowState(-200, 800, 300)).toEqual({ canStart: true, canEnd: true });
    expect(arrowState(-500, 800, 300)).toEqual({ canStart: true, canEnd: false });
  });
});

describe('game list address', () => {
  it('is the lobby without a category', () => {
    expect(gameListViewOf({})).toBeNull();
    expect(gameListViewOf({ type: 'R N G' })).toBeNull();
  });

  it('reads category, vendor, classification, trimmed search and page', () => {
    expect(gameListViewOf({ type: 'rng', vendor: 'pg', classify: 'new', q: '  tiger ', page: '3' })).toEqual({
      type: 'RNG', vendor: 'PG', classify: 'new', q: 'tiger', page: 3,
    });
    expect(gameListViewOf({ type: 'LIVE', vendor: 'EVO', q: 'roulette', page: '-1' })).toEqual({
      type: 'LIVE', vendor: 'EVO', classify: 'all', q: '', page: 1,
    });
  });

  it('searches only slots lists', () => {
    expect(searchable(gameListViewOf({ type: 'RNG', vendor: 'PG' })!)).toBe(true);
    expect(searchable(gameListViewOf({ type: 'RNG', vendor: 'HOT' })!)).toBe(false);
    expect(searchable(gameListViewOf({ type: 'LIVE' })!)).toBe(false);
  });

  it('maps each view to its platform call', () => {
    const view = (query: Record<string, string>) => sourceOfView(gameListViewOf({ type: 'RNG', ...query })!);
    expect(view({ vendor: 'PG' })).toEqual({ kind: 'list', gameType: 'RNG', vassalage: 'PG' });
    expect(view({ vendor: 'PG', classify: 'new', q: 'x' })).toEqual({ kind: 'list', gameType: 'RNG', vassalage: 'PG', gameName: 'x', isNew: '1' });
    expect(view({ vendor: 'PG', classify: 'jackpot' })).toEqual({ kind: 'list', gameType: 'RNG', vassalage: 'PG', gameClassify: 'jackpot' });
    expect(view({ vendor: 'PG', classify: 'hot' })).toMatchObject({ kind: 'list', gameClassify: 'hot' });
    expect(view({ vendor: 'PG', classify: 'recent' })).toEqual({ kind: 'recent', gameType: 'RNG', vendor: 'PG' });
    expect(view({ vendor: 'PG', classify: 'favourite' })).toEqual({ kind: 'favourites' });
    expect(view({ vendor: 'HOT' })).toEqual({ kind: 'hot', gameType: 'RNG' });
    expect(view({ vendor: 'FAV' })).toEqual({ kind: 'favourites' });
  });

  it('writes addresses without defaults', () => {
    expect(gameListHref({ type: 'RNG', vendor: 'PG', classify: 'all', page: 1 })).toBe('/m/gameLobby?type=RNG&vendor=PG');
    expect(gameListHref({ type: 'RNG', vendor: 'PG', classify: 'new', q: 'a b', page: 2 })).toBe(
      '/m/gameLobby?type=RNG&vendor=PG&classify=new&q=a+b&page=2',
    );
  });
});

// SPEC §2 /m/hot: FAV, HOT and one entry per vendor
describe('hot games menu', () => {
  const tabs = hotTabs(['PG', 'JILI', 'EVO']);

  it('lists FAV, HOT, then the vendors, and opens on HOT', () => {
    expect(tabs).toEqual(['FAV', 'HOT', 'PG', 'JILI', 'EVO']);
    expect(hotTabOf({}, tabs)).toBe('HOT');
    expect(hotTabOf({ tab: 'jili' }, tabs)).toBe('JILI');
    expect(hotTabOf({ tab: 'NOPE' }, tabs)).toBe('HOT');
    expect(hotTabHref('HOT')).toBe('/m/hot');
    expect(hotTabHref('FAV')).toBe('/m/hot?tab=FAV');
  });

  it('swipes to the neighbours, not past the ends', () => {
    expect(neighbourTabs(tabs, 'HOT')).toEqual({ previous: 'FAV', next: 'PG' });
    expect(neighbourTabs(tabs, 'FAV')).toEqual({ previous: null, next: 'HOT' });
    expect(neighbourTabs(tabs, 'EVO')).toEqual({ previous: 'JILI', next: null });
  });

  it('maps each entry to its list', () => {
    expect(hotSourceOf('FAV')).toEqual({ kind: 'favourites' });
    expect(hotSourceOf('HOT')).toEqual({ kind: 'hot' });
    expect(hotSourceOf('PG')).toEqual({ kind: 'list', vassalage: 'PG' });
  });
});
