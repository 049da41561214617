'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { bffValue, type AnswerAt, type DoorAddress } from './bffFetch';

/**
 * The browser's data that refreshes (unread count, balance...), read through the backend-for-frontend with swr
 * and the one fetcher (bffValue: the envelope parsed once, an ended session sent to the login). The first view
 * always comes from the server: nothing is asked on mount, the screen passes what it rendered as `fallbackData`
 * (or keeps showing it while `data` is undefined), and each screen says when to ask again by calling `mutate()`.
 * A failed read keeps the last value and is not retried on its own (the error is the screen's to show). A screen
 * that needs more than the value (the lottery menu times its call) passes its own fetcher built on bffFetch.
 */
export function useBff<Address extends DoorAddress, T = AnswerAt<Address>>(
  /** null: nothing to ask (yet). */
  address: Address | null,
  options: SWRConfiguration<T, Error> = {},
  fetcher: (address: Address) => Promise<T> = bffValue as (address: Address) => Promise<T>,
) {
  return useSWR<T, Error>(address, fetcher, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
    ...options,
  });
}
