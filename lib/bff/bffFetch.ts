import type { DoorAnswer, DoorInput, DoorMethod, DoorPath } from './bffRoutes';

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
 * A door's address as the browser asks for it: a path of the allowlist (lib/bff/bffRoutes.ts) for the method,
 * followed by the call's input as a query for a GET or DELETE. Any other path is a compile error.
 */
export type DoorAddress<Method extends DoorMethod = 'GET'> =
  | DoorPath<Method>
  | `${DoorPath<Method>}?${string}`
  | (Method extends 'GET' ? OwnDoorPath : never);
/**
 * The doors the app answers itself rather than with a platform call of the allowlist (a member's parts of home),
 * path → answer. Each feature adds its own by module augmentation, so lib never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface OwnDoors {}
type OwnDoorPath = keyof OwnDoors & string;
/** The door an address names. */
type PathOf<Address> = Address extends `${infer Path}?${string}` ? Path : Address;
/** What the door at an address answers, as the route table (or the feature owning the door) knows it. */
export type AnswerAt<Address, Method extends DoorMethod = 'GET'> =
  PathOf<Address> extends OwnDoorPath ? OwnDoors[PathOf<Address>] : DoorAnswer<Method, PathOf<Address>>;
type DoorInit<Method extends DoorMethod> = Omit<RequestInit, 'method'> & { method?: Method };

/**
 * The browser's one call to the backend-for-frontend: parses the envelope once and follows a session that
 * ended. Resolves with the envelope (success or refusal); rejects only when no envelope came back.
 */
export async function bffFetch<Address extends DoorAddress<Method>, Method extends DoorMethod = 'GET'>(
  address: Address,
  init: DoorInit<Method> = {},
): Promise<{ status: number; envelope: Envelope<AnswerAt<Address, Method>> }> {
  const response = await fetch(address, { cache: 'no-store', ...init, headers: { Accept: 'application/json', ...init.headers } });
  const envelope = (await response.json().catch(() => null)) as Envelope<AnswerAt<Address, Method>> | null;
  if (!envelope || typeof envelope.success !== 'boolean') throw new Error(`HTTP ${response.status}`);
  followEndedSession(response.status, envelope);
  return { status: response.status, envelope };
}

/** Sends the player to the login when a door's answer says the session is gone; every browser call to a door passes here. */
export function followEndedSession(status: number, envelope: Envelope): void {
  if (status === 401 && envelope.code && SESSION_GONE.has(envelope.code)) leaveForLogin((envelope.value as { login?: unknown } | undefined)?.login);
}

/** The value of a successful answer, or an Error with the (translated) message of a refusal. */
export async function bffValue<Address extends DoorAddress<Method>, Method extends DoorMethod = 'GET'>(
  address: Address,
  init?: DoorInit<Method>,
): Promise<AnswerAt<Address, Method>> {
  const { envelope } = await bffFetch<Address, Method>(address, init);
  if (!envelope.success) throw new Error(envelope.message || 'refused');
  return envelope.value as AnswerAt<Address, Method>;
}

/** A POST of the call's input as JSON through the backend-for-frontend: resolves with the envelope's value, rejects on a refusal. */
export function bffPost<Path extends DoorPath<'POST'>>(path: Path, body: DoorInput<'POST', Path>): Promise<AnswerAt<Path, 'POST'>> {
  return bffValue<Path, 'POST'>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
