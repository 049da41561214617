'use client';

import { useSyncExternalStore } from 'react';
import { greetingBand, type GreetingBand } from '@/features/agentHome/logic/greeting';

// The hour is read once per render; nothing needs to re-render when it changes.
const subscribe = () => () => undefined;
const localBand = () => greetingBand(new Date().getHours());

/**
 * SPEC §2 greeting by the player's own clock: the server HTML greets by the merchant's hour, and once hydrated
 * the browser's local hour takes over (a different band re-renders only this line).
 */
export function Greeting({ serverBand, texts, className }: { serverBand: GreetingBand; texts: Record<GreetingBand, string>; className?: string }) {
  const band = useSyncExternalStore(subscribe, localBand, () => serverBand);
  return (
    <p className={className} data-band={band}>
      {texts[band]}
    </p>
  );
}
