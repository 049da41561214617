'use client';

import type { RouteRule } from '@/lib/routes/routeTable';

/** True when the previous page in this tab was ours, so one step back stays in the product. */
function cameFromHere(): boolean {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** SPEC §2 header back: fixed to home for some screens, otherwise one step back, or home with no history. */
export function BackLink({ back, label }: { back: RouteRule['back']; label: string }) {
  return (
    <a
      href="/m/home"
      aria-label={label}
      data-back={back}
      onClick={(event) => {
        if (back === 'history' && cameFromHere()) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-directional>
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
