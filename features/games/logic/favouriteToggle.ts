import { bffFetch } from '@/lib/bff/bffFetch';
import type { ToastKind } from '@/lib/toast/toastDurations';
import { toastDurations } from '@/lib/toast/toastDurations';
import type { FavouriteStore } from './favouriteStore';

/**
 * Where a heart sits: on a list screen a visitor is told to sign in (in_logged_login, 2 s); in the lobby the
 * visitor is taken to /m/login (SPEC §4 favourite toggle).
 */
export type HeartMode = 'list' | 'lobby';

/**
 * The messages a heart needs in the browser (its toasts): client lists get only these, not their whole
 * namespaces, so each page's hydration data stays small.
 */
export const FAVOURITE_CODE_MESSAGES = ['codes.in_logged_login', 'codes.in_collection', 'codes.in_cancel_collection', 'codes.in_chang_saved'] as const;

export interface FavouriteTexts {
  loginFirst: string;
  adding: string;
  removing: string;
  saved: string;
}

/** The answer of the backend-for-frontend: the platform's envelope. */
export interface FavouriteAnswer {
  success: boolean;
}

export interface FavouriteToggleInput {
  nodeId: string;
  vendor: string;
  favourite: boolean;
  signedIn: boolean;
  mode: HeartMode;
  texts: FavouriteTexts;
  store: FavouriteStore;
  toast: { show(kind: ToastKind, text: string, ms?: number): unknown; doneLoading(): void };
  send(request: { add: boolean; nodeId: string; vendor: string }): Promise<FavouriteAnswer>;
  goToLogin(): void;
}

export type FavouriteOutcome = 'login' | 'info' | 'added' | 'removed' | 'failed';

/**
 * SPEC §4 favourite toggle: visitors are sent to sign in; members see a loading message ('in_cancel_collection'
 * removing, 'in_collection' adding, up to 10 s), then the call; on success 'in_chang_saved' for 1 s and the
 * heart flips. The list changes only when the answer's success is true; a failed toggle hides the loading and
 * changes nothing else.
 */
export async function toggleFavourite(input: FavouriteToggleInput): Promise<FavouriteOutcome> {
  const { toast, texts } = input;
  if (!input.signedIn) {
    if (input.mode === 'lobby') {
      input.goToLogin();
      return 'login';
    }
    toast.show('info', texts.loginFirst, toastDurations.infoMessage);
    return 'info';
  }
  const add = !input.favourite;
  toast.show('loading', add ? texts.adding : texts.removing, toastDurations.loadingAction);
  let answer: FavouriteAnswer | null = null;
  try {
    answer = await input.send({ add, nodeId: input.nodeId, vendor: input.vendor });
  } catch {
    answer = null;
  }
  toast.doneLoading();
  if (answer?.success !== true) return 'failed';
  input.store.set(input.nodeId, add);
  toast.show('success', texts.saved, toastDurations.success);
  return add ? 'added' : 'removed';
}

/** The browser's favourite call through the backend-for-frontend (rows 35 and 36). */
export async function sendFavourite(request: { add: boolean; nodeId: string; vendor: string }): Promise<FavouriteAnswer> {
  const body = { nodeId: request.nodeId, vendor: request.vendor };
  const { envelope } = request.add
    ? await bffFetch('/lgw/games/favourite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    : await bffFetch(`/lgw/games/favourite?${new URLSearchParams(body)}`, { method: 'DELETE' });
  return { success: envelope.success };
}
