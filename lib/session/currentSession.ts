import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { SESSION_COOKIE, unsealSession, viewerOf, type SessionData, type Viewer } from './session';

/** The session of the request being handled, unsealed once per request. */
export const currentSession = cache(async (): Promise<SessionData | null> => {
  const jar = await cookies();
  return unsealSession(jar.get(SESSION_COOKIE)?.value);
});

export async function currentViewer(): Promise<Viewer> {
  return viewerOf(await currentSession());
}
