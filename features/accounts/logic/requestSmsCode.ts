'use client';

import { useState, type RefObject } from 'react';
import { safeParse, type core } from 'zod/mini';
import { toastDurations } from '@/lib/toast/toastDurations';
import { toast } from '@/lib/toast/toastStore';
import { fieldErrorsOf } from '@/lib/forms/formState';
import { bffFetch } from '@/lib/bff/bffFetch';

type SmsPath = '/wps/verification/sms/noLogin' | '/wps/member/password/sms';
type SmsTexts = { sending: string; sent: string; failed: string };

/**
 * Asks the backend-for-frontend for an SMS code with SPEC §9's toasts ('SMS sending' until done, 'SMS sent'
 * 1.5 s); answers the platform's expiration time, or null after showing why nothing was sent.
 */
export async function requestSmsCode(
  path: SmsPath,
  body: { mobileNum: string; countryDialingCode: string },
  texts: SmsTexts,
): Promise<number | null> {
  toast.show('loading', texts.sending, toastDurations.loadingUntilDone);
  try {
    const { envelope: answer } = await bffFetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
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

/**
 * The 'send code' action of a form: checks the form's mobile number with the form's schema first (error under
 * the field, focus on it), then asks for the code. `onSent` runs once a code is on its way.
 */
export function useSmsCode(
  form: RefObject<HTMLFormElement | null>,
  schema: core.$ZodType<{ mobileNum: string; countryDialingCode: string }>,
  path: SmsPath,
  texts: SmsTexts,
  onSent?: () => void,
) {
  const [smsErrors, setSmsErrors] = useState<Record<string, string>>({});
  const sendCode = async (): Promise<number | null> => {
    const element = form.current;
    if (!element) return null;
    const data = new FormData(element);
    const parsed = safeParse(schema, {
      mobileNum: String(data.get('mobileNum') ?? '').trim(),
      countryDialingCode: String(data.get('countryDialingCode') ?? ''),
    });
    if (!parsed.success) {
      setSmsErrors(fieldErrorsOf(parsed.error));
      element.querySelector<HTMLInputElement>('[name="mobileNum"]')?.focus();
      return null;
    }
    setSmsErrors({});
    const expiration = await requestSmsCode(path, parsed.data, texts);
    if (expiration !== null) onSent?.();
    return expiration;
  };
  return { smsErrors, setSmsErrors, sendCode };
}
