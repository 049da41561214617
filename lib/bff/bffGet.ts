import { bffValue } from '@/lib/bff/bffFetch';

/** A GET through the backend-for-frontend (/wps, /lgw): the envelope's value, or an Error with its message. */
export function bffGet<T>(path: string): Promise<T> {
  return bffValue<T>(path);
}
