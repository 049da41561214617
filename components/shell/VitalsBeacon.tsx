'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';

type Figures = Map<string, number>;
const REPORTED = new Set(['LCP', 'INP', 'CLS', 'TTFB']);
// Figures by the path they were measured on (a client navigation starts a new page's figures).
const pending = new Map<string, Figures>();

function keep(metric: { name: string; value: number }): void {
  if (!REPORTED.has(metric.name)) return;
  const path = location.pathname;
  const figures = pending.get(path) ?? new Map<string, number>();
  figures.set(metric.name, metric.value);
  pending.set(path, figures);
}

/** One beacon per page: when the player leaves it or hides the tab, the moment INP and CLS are final. */
function send(): void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  for (const [path, figures] of pending) {
    const vitals = [...figures].map(([name, value]) => ({ name, value }));
    navigator.sendBeacon('/api/vitals', JSON.stringify({ path, language: document.documentElement.lang, connection, vitals }));
  }
  pending.clear();
}

export function VitalsBeacon() {
  useReportWebVitals(keep);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
    };
  }, []);
  return null;
}
