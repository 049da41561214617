'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { queueDialog } from '@/components/dialog/dialogQueue';
import { POPUPS_SEEN_KEY, shouldShowPopups } from '@/features/home/logic/loginPopups';

function readSeen(): string | null {
  try {
    return window.localStorage.getItem(POPUPS_SEEN_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC §2 login popups: the PU notices (server-rendered inside this dialog) open once after each sign-in, before
 * any other home dialog; the browser keeps only which sign-in it has shown them for. The sheet is docked above
 * the bottom menu over a dimmed page, and Escape or a tap outside closes it. It stays non-modal and the dim lets
 * taps through: the tap that closes it also does what it was aimed at, so the home never waits on the sheet.
 */
export function LoginPopups({
  signInKey,
  labelledBy,
  className,
  backdropClassName,
  children,
}: {
  signInKey: string;
  labelledBy: string;
  className?: string;
  backdropClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const dismiss = (event: Event) => {
      if (!dialog.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !dialog.contains(event.target as Node)) dialog.close();
    };
    document.addEventListener('keydown', dismiss);
    document.addEventListener('pointerdown', dismiss);
    return () => {
      document.removeEventListener('keydown', dismiss);
      document.removeEventListener('pointerdown', dismiss);
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !shouldShowPopups(1, signInKey, readSeen())) return;
    void queueDialog(
      () =>
        new Promise<void>((resolve) => {
          if (!dialog.isConnected || dialog.open) return resolve();
          dialog.addEventListener('close', () => resolve(), { once: true });
          try {
            window.localStorage.setItem(POPUPS_SEEN_KEY, signInKey);
          } catch {
            // Without storage the popups may show again on the next visit; nothing else depends on it.
          }
          dialog.show();
          // show() focuses the first link, which then wears a focus ring on a touch screen nobody touched yet:
          // the sheet itself takes the focus (named by its title), and Tab goes on to its first link.
          dialog.focus();
        }),
    );
  }, [signInKey]);

  return (
    <>
      <dialog ref={ref} aria-labelledby={labelledBy} className={className} tabIndex={-1}>
        {children}
      </dialog>
      <div className={backdropClassName} aria-hidden="true" data-sheet-backdrop />
    </>
  );
}
