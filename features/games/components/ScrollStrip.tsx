'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useLaterPictures } from '@/lib/browser/useLaterPictures';
import { centerCurrent } from './centerCurrent';

/**
 * A horizontally scrolling menu whose current entry is brought into view once the page runs; its later pictures
 * come as they scroll into the strip's view.
 */
export function ScrollStrip({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => centerCurrent(ref.current), []);
  useLaterPictures(ref);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
