/** The envelope every /wps and /lgw answer has. */
export interface Envelope<T = unknown> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

/**
 * A door's answers for a session that is gone: the platform ended the token, or the app's own session ended (its
 * cookie lapsed, idled out, or was signed out in another tab). Only screens drawn for a signed-in player call the
 * doors that answer them; a visitor's screen asks for a sign-in before it would.
 */
const SESSION_GONE = new Set(['TOKEN_INVALID', 'NOT_SIGNED_IN']);

/**
 * SPEC §8 "logged out": a door that finds the session gone (its cookie is already cleared) sends the player to the
 * login with the way back, instead of leaving a signed-in screen that can no longer do anything.
 */
function leaveForLogin(login: unknown): void {
  // The door names the screen's own login (the agent area has its own); a path of this site only.
  const named = typeof login === 'string' && login.startsWith('/') && !login.startsWith('//') && !login.startsWith('/\\');
  const back = `${window.location.pathname}${window.location.search}`;
  window.location.assign(named ? login : `/m/login?redirect=${encodeURIComponent(back)}&expired=1`);
}

/**
 * The browser's one call to the backend-for-frontend: parses the envelope once and follows a session that
 * ended. Resolves with the envelope (success or refusal); rejects only when no envelope came back.
 */
export async function bffFetch<T>(path: string, init: RequestInit = {}): Promise<{ status: number; envelope: Envelope<T> }> {
  const response = await fetch(path, { cache: 'no-store', ...init, headers: { Accept: 'application/json', ...init.headers } });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || typeof envelope.success !== 'boolean') throw new Error(`HTTP ${response.status}`);
  followEndedSession(response.status, envelope);
  return { status: response.status, envelope };
}

/** Sends the player to the login when a door's answer says the session is gone; every browser call to a door passes here. */
export function followEndedSession(status: number, envelope: Envelope): void {
  if (status === 401 && envelope.code && SESSION_GONE.has(envelope.code)) leaveForLogin((envelope.value as { login?: unknown } | undefined)?.login);
}

/** The value of a successful answer, or an Error with the (translated) message of a refusal. */
export async function bffValue<T>(path: string, init?: RequestInit): Promise<T> {
  const { envelope } = await bffFetch<T>(path, init);
  if (!envelope.success) throw new Error(envelope.message || 'refused');
  return envelope.value as T;
}

/** A POST of JSON through the backend-for-frontend: resolves with the envelope's value, rejects on a refusal. */
export function bffPost<T>(path: string, body: unknown): Promise<T> {
  return bffValue<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
