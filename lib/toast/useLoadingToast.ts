'use client';

import { useEffect } from 'react';
import { toastDurations } from './toastDurations';
import { toast } from './toastStore';

/** Shows the loading toast while `pending` (an action in flight), for at most `duration` (SPEC §9). */
export function useLoadingToast(pending: boolean, text: string, duration: number = toastDurations.loadingUntilDone) {
  useEffect(() => {
    if (!pending) return;
    toast.show('loading', text, duration);
    return () => toast.doneLoading();
  }, [pending, text, duration]);
}
