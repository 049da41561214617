'use client';

import { toast } from '@/lib/toast/toastStore';

/** Copies the referral link to the clipboard and says whether that worked (the link stays selectable either way). */
export function CopyLinkButton({
  text,
  className,
  labels,
}: {
  text: string;
  className?: string;
  labels: { copy: string; copied: string; copyFailed: string };
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        // The clipboard is missing on plain-http origins and may be refused; the toast says so either way.
        const copying = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
        copying.then(
          () => toast.show('success', labels.copied),
          () => toast.show('fail', labels.copyFailed),
        );
      }}
    >
      {labels.copy}
    </button>
  );
}
