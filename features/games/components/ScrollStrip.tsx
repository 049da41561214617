'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { centerCurrent } from './centerCurrent';

/** A horizontally scrolling menu whose current entry is brought into view once the page runs. */
export function ScrollStrip({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => centerCurrent(ref.current), []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
