'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (it does not change while the page is open): `serverValue` in the server HTML
 * and while it hydrates, so both agree, then what `read` says.
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/** False in the server HTML, true once scripts run and can take over from a screen's no-script fallback. */
export function useScripted(): boolean {
  return useBrowserValue(() => true, false);
}

/** An installed web app (display-mode standalone). */
export function displayModeStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/** An iOS home-screen web clip (navigator.standalone). */
export function iosStandalone(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
