'use client';

import { toast } from '@/lib/feedback/toastStore';
import { toastDurations } from '@/lib/feedback/toastDurations';

/**
 * Asks the backend-for-frontend for an SMS code with SPEC §9's toasts ('SMS sending' until done, 'SMS sent'
 * 1.5 s); answers the platform's expiration time, or null after showing why nothing was sent.
 */
export async function requestSmsCode(
  path: '/wps/verification/sms/noLogin' | '/wps/member/password/sms',
  body: { mobileNum: string; countryDialingCode: string },
  texts: { sending: string; sent: string; failed: string },
): Promise<number | null> {
  toast.show('loading', texts.sending, toastDurations.loadingUntilDone);
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { success: boolean; value?: { expirationTime?: number }; message?: string };
    toast.doneLoading();
    if (!answer.success) {
      toast.show('fail', answer.message || texts.failed);
      return null;
    }
    toast.show('success', texts.sent, toastDurations.smsSent);
    return answer.value?.expirationTime ?? 0;
  } catch {
    toast.doneLoading();
    toast.show('fail', texts.failed);
    return null;
  }
}
