import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, unsealSession, viewerOf, type SessionData, type Viewer } from './session';

/** The session of the request being rendered (server components only). */
export async function currentSession(): Promise<SessionData | null> {
  const jar = await cookies();
  return unsealSession(jar.get(SESSION_COOKIE)?.value);
}

export async function currentViewer(): Promise<Viewer> {
  return viewerOf(await currentSession());
}
