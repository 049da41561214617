'use client';

import type { ReactNode } from 'react';

/**
 * A button that opens a <dialog> as a modal. It also carries the declarative invoker command (command /
 * commandfor), so browsers that know it open the dialog before any script runs.
 */
export function DialogOpener({ dialogId, className, children }: { dialogId: string; className?: string; children: ReactNode }) {
  const invoker: Record<string, string> = { command: 'show-modal', commandfor: dialogId };
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      {...invoker}
      onClick={() => {
        // Browsers that know invoker commands have opened it already; the others get it here.
        if ('command' in HTMLButtonElement.prototype) return;
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    >
      {children}
    </button>
  );
}

/** Light dismiss (a tap outside closes) where the browser supports it. */
export const closedByAny: Record<string, string> = { closedby: 'any' };
