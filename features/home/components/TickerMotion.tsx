'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { tickerDurationMs } from '@/features/home/logic/ticker';

/**
 * Sets the ticker's loop duration from the width of one copy of the titles and the window width (SPEC §2:
 * speed scales with window width / 1200). The motion itself is a CSS animation, paused under reduced motion.
 */
export function TickerMotion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = ref.current?.firstElementChild as HTMLElement | null;
    const copy = track?.firstElementChild as HTMLElement | null;
    if (!track || !copy) return;
    const update = () => {
      track.style.setProperty('--ticker-duration', `${tickerDurationMs(copy.getBoundingClientRect().width, window.innerWidth)}ms`);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
