'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localeDirection } from '@/lib/i18n/locales';
import { ARROW_STEP_PX, arrowState } from '@/features/games/logic/classifications';
import { centerCurrent } from './centerCurrent';
import styles from './GameScreens.module.css';

export interface ClassificationEntry {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** Points to the inline start or end: mirrored with the text direction (app/globals.css, data-directional). */
function Chevron({ toEnd }: { toEnd?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" data-directional>
      <path d={toEnd ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
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
  const rtl = localeDirection(useLocale()) === 'rtl';
  // Before the page runs the arrows cannot act: both start disabled.
  const [arrows, setArrows] = useState({ canStart: false, canEnd: false });

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

  /** Towards the inline end (1) or start (-1): leftwards in a right-to-left strip. */
  const scroll = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (!strip) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const sign = rtl ? -1 : 1;
    strip.scrollBy({ left: sign * direction * ARROW_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <nav className={styles.classBar} aria-label={label}>
      {/* The start arrow sits on the right in a right-to-left strip, and scrolls that way. */}
      <button type="button" className={styles.arrow} aria-label={rtl ? rightLabel : leftLabel} disabled={!arrows.canStart} onClick={() => scroll(-1)}>
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
      <button type="button" className={styles.arrow} aria-label={rtl ? leftLabel : rightLabel} disabled={!arrows.canEnd} onClick={() => scroll(1)}>
        <Chevron toEnd />
      </button>
    </nav>
  );
}
