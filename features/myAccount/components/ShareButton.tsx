'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const canShare = () => typeof navigator.share === 'function';

/** The system share sheet for the referral link, drawn only in browsers that have one (not in the server HTML). */
export function ShareButton({ title, text, url, label, className }: { title: string; text: string; url: string; label: string; className?: string }) {
  const shown = useSyncExternalStore(noSubscription, canShare, () => false);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        // Closing the sheet rejects the promise; there is nothing to tell the member then.
        navigator.share({ title, text, url }).catch(() => {});
      }}
    >
      {label}
    </button>
  );
}
