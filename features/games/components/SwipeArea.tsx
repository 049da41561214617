'use client';

import { useRef, type ReactNode } from 'react';

/** A horizontal move longer than this (and clearly more sideways than up or down) is a swipe. */
const SWIPE_MIN_PX = 60;

/**
 * SPEC §2 /m/hot swipe area: swiping left opens the next menu entry, right the previous one. The entries are
 * real links in the menu above, so this leaf only adds the gesture.
 */
export function SwipeArea({
  previousHref,
  nextHref,
  className,
  children,
}: {
  previousHref: string | null;
  nextHref: string | null;
  className?: string;
  children: ReactNode;
}) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return (
    <div
      className={className}
      data-swipe-area
      onTouchStart={(event) => {
        const touch = event.touches[0];
        start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const from = start.current;
        const touch = event.changedTouches[0];
        start.current = null;
        if (!from || !touch) return;
        const dx = touch.clientX - from.x;
        const dy = touch.clientY - from.y;
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
        const target = dx < 0 ? nextHref : previousHref;
        if (target) window.location.assign(target);
      }}
    >
      {children}
    </div>
  );
}
