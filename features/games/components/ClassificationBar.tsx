'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ARROW_STEP_PX, arrowState } from '@/features/games/logic/classifications';
import { centerCurrent } from './centerCurrent';
import styles from './GameScreens.module.css';

export interface ClassificationEntry {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/**
 * SPEC §2 classification bar: a scrolling row of entries (links, so each is an address and works without
 * scripts); the arrows scroll 200 px and are disabled at the ends; the selected entry is scrolled into view.
 */
export function ClassificationBar({
  entries,
  label,
  leftLabel,
  rightLabel,
}: {
  entries: ClassificationEntry[];
  label: string;
  leftLabel: string;
  rightLabel: string;
}) {
  const stripRef = useRef<HTMLUListElement>(null);
  // Before the page runs the arrows cannot act: both start disabled.
  const [arrows, setArrows] = useState({ canLeft: false, canRight: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (strip) setArrows(arrowState(strip.scrollLeft, strip.scrollWidth, strip.clientWidth));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    centerCurrent(strip);
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      strip.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    stripRef.current?.scrollBy({ left: direction * ARROW_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <nav className={styles.classBar} aria-label={label}>
      <button type="button" className={styles.arrow} aria-label={leftLabel} disabled={!arrows.canLeft} onClick={() => scroll(-1)}>
        <Chevron />
      </button>
      <ul ref={stripRef} className={styles.classes} data-classifications>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href} aria-current={entry.current ? 'page' : undefined} data-key={entry.key}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.arrow} aria-label={rightLabel} disabled={!arrows.canRight} onClick={() => scroll(1)}>
        <Chevron flip />
      </button>
    </nav>
  );
}
