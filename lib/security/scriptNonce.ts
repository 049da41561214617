import 'server-only';
import { headers } from 'next/headers';

/** The request header through which proxy.ts hands this request's CSP nonce to server components. */
export const NONCE_HEADER = 'x-nonce';

/** The nonce an inline script written by the app itself must carry to run under the page CSP. */
export async function scriptNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
