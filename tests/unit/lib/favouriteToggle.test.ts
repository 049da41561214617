import { describe, expect, it, vi } from 'vitest';
import { createFavouriteStore, isFavourite } from '@/features/games/logic/favouriteStore';
import { toggleFavourite, type FavouriteToggleInput } from '@/features/games/logic/favouriteToggle';

const texts = { loginFirst: 'login first', adding: 'adding', removing: 'removing', saved: 'saved' };

function setup(over: Partial<FavouriteToggleInput> = {}) {
  const shown: Array<[string, string, number | undefined]> = [];
  const events: string[] = [];
  const store = createFavouriteStore();
  const input: FavouriteToggleInput = {
    nodeId: '10001',
    vendor: 'PG',
    favourite: false,
    signedIn: true,
    mode: 'list',
    texts,
    store,
    toast: {
      show: (kind, text, ms) => {
        shown.push([kind, text, ms]);
        events.push(`show ${kind}`);
      },
      doneLoading: () => events.push('doneLoading'),
    },
    send: vi.fn(async () => {
      events.push('send');
      return { success: true };
    }),
    goToLogin: vi.fn(),
    ...over,
  };
  return { input, shown, events, store };
}

// SPEC §4 favourite toggle
describe('favourite toggle', () => {
  it('a visitor on a list sees in_logged_login for 2 s and nothing is sent', async () => {
    const { input, shown } = setup({ signedIn: false });
    expect(await toggleFavourite(input)).toBe('info');
    expect(shown).toEqual([['info', 'login first', 2000]]);
    expect(input.send).not.toHaveBeenCalled();
    expect(input.goToLogin).not.toHaveBeenCalled();
  });

  it('a visitor in the lobby goes to the login screen', async () => {
    const { input, shown } = setup({ signedIn: false, mode: 'lobby' });
    expect(await toggleFavourite(input)).toBe('login');
    expect(input.goToLogin).toHaveBeenCalledOnce();
    expect(shown).toEqual([]);
    expect(input.send).not.toHaveBeenCalled();
  });

  it('adding: loading in_collection (10 s), the call, then in_chang_saved (1 s) and a filled heart', async () => {
    const { input, shown, events, store } = setup();
    expect(await toggleFavourite(input)).toBe('added');
    expect(input.send).toHaveBeenCalledWith({ add: true, nodeId: '10001', vendor: 'PG' });
    expect(events).toEqual(['show loading', 'send', 'doneLoading', 'show success']);
    expect(shown).toEqual([['loading', 'adding', 10000], ['success', 'saved', 1000]]);
    expect(store.get('10001')).toBe(true);
  });

  it('removing: loading in_cancel_collection, then an empty heart', async () => {
    const { input, shown, store } = setup({ favourite: true });
    expect(await toggleFavourite(input)).toBe('removed');
    expect(input.send).toHaveBeenCalledWith({ add: false, nodeId: '10001', vendor: 'PG' });
    expect(shown[0]).toEqual(['loading', 'removing', 10000]);
    expect(store.get('10001')).toBe(false);
  });

  it('an answer without success true hides the loading and changes nothing', async () => {
    const { input, shown, events, store } = setup({ send: vi.fn(async () => ({ success: false })) });
    expect(await toggleFavourite(input)).toBe('failed');
    expect(events).toEqual(['show loading', 'doneLoading']);
    expect(shown).toHaveLength(1);
    expect(store.get('10001')).toBeUndefined();
  });

  it('a call that throws is a failure too', async () => {
    const { input, store } = setup({ favourite: true, send: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await toggleFavourite(input)).toBe('failed');
    expect(store.get('10001')).toBeUndefined();
  });
});

describe('favourite store', () => {
  it('keeps what toggles answered over what the server said, and tells its readers', () => {
    const store = createFavouriteStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.snapshot();
    expect(isFavourite(before, '1', true)).toBe(true);
    store.set('1', false);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.snapshot()).not.toBe(before);
    expect(isFavourite(store.snapshot(), '1', true)).toBe(false);
    store.set('1', false);
    expect(listener).toHaveBeenCalledOnce();
  });
});
