'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { fieldErrorsOf, formObject, keptValues, type FormState } from '@/lib/forms/formState';
import { localeOf } from '@/lib/i18n/locales';
import { depositGateway, depositManual, depositMethods, depositReceipt } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import { requestOptions } from '@/lib/platform/requestOptions';
import { refusalFor } from '@/lib/refusals/refusalText';
import { currentSession } from '@/lib/session/currentSession';
import { imageTypeOf } from '@/lib/uploads/imageRules';
import { depositFormSchema, receiptProblem } from '@/lib/wallet/depositRules';
import { depositSummary } from '@/lib/wallet/depositSummary';

/**
 * issue 9 deposit (rows 52-55). The receipt travels here as multipart form data (not through the 64 KiB JSON
 * door of /wps), is checked again by its bytes, and only then goes to the platform (row 53, then row 54). A
 * gateway deposit answers the platform's payUrl (`extra.payUrl`) for the form to open: a redirect from here would
 * be a cross-origin redirect of a form post, which the page's CSP `form-action 'self'` blocks without scripts.
 * Trial and free-play sessions get free_reject without a platform call. On a manual deposit `extra.deposit`
 * holds the new deposit's summary (JSON).
 */
export async function depositAction(previous: FormState, form: FormData): Promise<FormState> {
  const answer = (patch: Partial<FormState>): FormState => ({
    fieldErrors: {}, notice: null, values: keptValues(form), extra: {}, seq: previous.seq + 1, ...patch,
  });
  const session = await currentSession();
  if (!session) redirect('/m/login?redirect=%2Fm%2FvoucherCenter');
  if (session.trial) return answer({ notice: (await getTranslations('codes'))('free_reject') });

  const options = await requestOptions();
  let offer;
  try {
    offer = await callPlatform(depositMethods, {}, options);
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
  const method = offer.methods.find((entry) => entry.id === form.get('methodId'));
  if (!method) return answer({ fieldErrors: { methodId: 'methodRequired' } });
  const parsed = depositFormSchema(method, method.type === 'MANUAL').safeParse(formObject(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrorsOf(parsed.error) });
  const { walletCode, amount, promoId, depositorName } = parsed.data;

  if (method.type === 'GATEWAY') {
    try {
      const { payUrl } = await callPlatform(depositGateway, { methodId: method.id, walletCode, amount, promoId }, options);
      return answer({ values: {}, extra: { payUrl } });
    } catch (error) {
      return answer({ notice: (await refusalFor(error)).text });
    }
  }

  const file = form.get('receipt');
  const receipt = file instanceof File ? file : null;
  const problem = receiptProblem(receipt);
  if (problem || !receipt) return answer({ fieldErrors: { receipt: problem ?? 'receiptRequired' } });
  const bytes = new Uint8Array(await receipt.arrayBuffer());
  // The browser's word for the type is not enough: the bytes must really be a PNG or JPEG.
  const contentType = imageTypeOf(bytes);
  if (!contentType) return answer({ fieldErrors: { receipt: 'receiptType' } });

  try {
    const { receiptId } = await callPlatform(
      depositReceipt, { fileName: receipt.name, contentType, data: Buffer.from(bytes).toString('base64') }, options,
    );
    const created = await callPlatform(
      depositManual, { methodId: method.id, walletCode, amount, depositorName: depositorName ?? '', receiptId, promoId }, options,
    );
    revalidatePath('/m/voucherCenter');
    const summary = depositSummary(created, method, localeOf(await getLocale()), config().TIME_ZONE);
    return answer({ values: {}, extra: { deposit: JSON.stringify(summary) } });
  } catch (error) {
    return answer({ notice: (await refusalFor(error)).text });
  }
}
