'use client';

import { useRef, type ReactNode } from 'react';
import { useGameTiles, type GameTilesOptions } from '@/features/games/logic/useGameTiles';

/** A server-drawn list of game tiles with its one client island (hearts and picture fallbacks, useGameTiles). */
export function GameTileList({ className, children, ...options }: GameTilesOptions & { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const { onClick } = useGameTiles(ref, options);
  return (
    <ul ref={ref} className={className} onClick={onClick}>
      {children}
    </ul>
  );
}
