'use client';

import { useEffect } from 'react';
import { confirmDialog } from '@/lib/toast/confirmDialog';
import { queueDialog } from '@/components/dialog/dialogQueue';

/**
 * SPEC §4 contract check: a pending contract request asks (after any login popup) whether to open its review
 * screen. Asked once per home load.
 */
export function ContractPrompt({ path, title, message, confirmLabel, cancelLabel }: { path: string; title: string; message: string; confirmLabel: string; cancelLabel: string }) {
  useEffect(() => {
    let active = true;
    // After this commit's effects: the dialog host registers itself in its own effect.
    const timer = window.setTimeout(() => {
      void queueDialog(async () => {
        if (!active) return;
        if (await confirmDialog({ title, message, confirmLabel, cancelLabel })) window.location.assign(path);
      });
    }, 0);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [path, title, message, confirmLabel, cancelLabel]);
  return null;
}
