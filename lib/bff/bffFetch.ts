/** The envelope every /wps and /lgw answer has. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

const SESSION_GONE = 'TOKEN_INVALID';

/**
 * SPEC §8 "logged out": a door that finds the session gone (its cookie is already cleared) sends the player to the
 * login with the way back, instead of leaving a signed-in screen that can no longer do anything.
 */
function leaveForLogin(): void {
  const back = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/m/login?redirect=${encodeURIComponent(back)}&expired=1`);
}

/**
 * The browser's one call to the backend-for-frontend: parses the envelope once and follows a session that
 * ended. Resolves with the envelope (success or refusal); rejects only when no envelope came back.
 */
export async function bffFetch<T>(path: string, init: RequestInit = {}): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(path, { cache: 'no-store', ...init, headers: { Accept: 'application/json', ...init.headers } });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.success !== 'boolean') throw new Error(`HTTP ${response.status}`);
  if (response.status === 401 && envelope.code === SESSION_GONE) leaveForLogin();
  return { status: response.status, envelope };
}

/** The value of a successful answer, or an Error with the (translated) message of a refusal. */
export async function bffValue<T>(path: string, init?: RequestInit): Promise<T> {
  const { envelope } = await bffFetch<T>(path, init);
  if (!envelope.success) throw new Error(envelope.message || 'refused');
  return envelope.value as T;
}
