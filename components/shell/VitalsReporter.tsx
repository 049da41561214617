'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';

// The measuring code (the web-vitals library) is fetched after hydration, and only by the pages that are sampled.
const VitalsBeacon = dynamic(() => import('./VitalsBeacon').then((module) => module.VitalsBeacon), { ssr: false });

// One draw per page load; the server and hydration see "not sampled", so the first view never waits for it.
const draw = typeof window === 'undefined' ? 1 : Math.random();
const unchanging = () => () => undefined;

/** Reports this page load's Core Web Vitals to /api/vitals for a `sampleRate` share of loads (VITALS_SAMPLE_RATE). */
export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const sampled = useSyncExternalStore(unchanging, () => draw < sampleRate, () => false);
  return sampled ? <VitalsBeacon /> : null;
}
