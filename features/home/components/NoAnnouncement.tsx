'use client';

import { toastDurations } from '@/lib/toast/toastDurations';
import { toast } from '@/lib/toast/toastStore';

/** SPEC §2: tapping the ticker with no notice says so in a toast. */
export function NoAnnouncement({ label, message, className }: { label: string; message: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => toast.show('info', message, toastDurations.short)}>
      {label}
    </button>
  );
}
