import { AsyncLocalStorage } from 'node:async_hooks';

/** What the code serving one request may need to know about it wherever it runs (the platform client). */
export interface RequestContext {
  requestId: string;
  /** A platform call made for this request got no usable answer: a page drawn from it is not shared (sharedRenders). */
  platformUnanswered?: boolean;
}

// On globalThis: the server hooks (instrumentation) and the app's bundles each get their own copy of this module.
const holder = globalThis as typeof globalThis & { __mcRequestContext?: AsyncLocalStorage<RequestContext> };

export const requestContext: AsyncLocalStorage<RequestContext> = (holder.__mcRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** The id of the request being served, if any (a background settings refresh has none). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Notes that a platform call made for the request being served got no usable answer (timeout, unreachable, bad answer). */
export function notePlatformUnanswered(): void {
  const store = requestContext.getStore();
  if (store) store.platformUnanswered = true;
}

/** An id a balancer sent is kept when it is plain enough to log as is; anything else gets a fresh one. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
