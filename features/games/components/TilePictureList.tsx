'use client';

import { useRef, type ReactNode } from 'react';
import { useTileImages } from '@/features/games/logic/useTileImages';

/** A server-drawn list of tiles whose pictures (TilePicture) share one client island for their fallbacks. */
export function TilePictureList({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useTileImages(ref);
  return (
    <ul ref={ref} className={className} aria-label={label}>
      {children}
    </ul>
  );
}
