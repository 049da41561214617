import { bffValue } from '@/lib/bff/bffFetch';

/** A POST through the backend-for-frontend (/wps): resolves with the envelope's value, rejects on a refusal. */
export function bffPost<T>(path: string, body: unknown): Promise<T> {
  return bffValue<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
