'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { dateFormat, moneyFormat } from '@/lib/request/context';
import { pictureUploads } from '@/lib/pipeline/attempts';
import { answers, defineAction } from '@/lib/pipeline/defineAction';
import { depositGateway, depositManual, depositMethods, depositReceipt } from '@/lib/platform/calls';
import { callPlatform } from '@/lib/platform/platformClient';
import type { DepositMethod } from '@/lib/platform/schemas';
import { imageTypeOf, type ImageType } from '@/lib/uploads/imageRules';
import { depositFormSchema, receiptProblem } from '@/features/wallet/logic/depositSchema';
import { depositSummary, type DepositSummary } from '@/features/wallet/logic/depositSummary';

interface Receipt {
  name: string;
  /** What the bytes really are, whatever the browser said. */
  contentType: ImageType;
  bytes: Uint8Array;
}

type DepositInput = z.output<ReturnType<typeof depositFormSchema>> & { method: DepositMethod; receipt: Receipt | null };

/** The receipt posted with a manual deposit, or the problem key that refuses it. */
async function postedReceipt(form: FormData): Promise<Receipt | string> {
  const file = form.get('receipt');
  const receipt = file instanceof File ? file : null;
  const problem = receiptProblem(receipt);
  if (problem || !receipt) return problem ?? 'receiptRequired';
  const bytes = new Uint8Array(await receipt.arrayBuffer());
  // The browser's word for the type is not enough: the bytes must really be a PNG or JPEG.
  const contentType = imageTypeOf(bytes);
  return contentType ? { name: receipt.name, contentType, bytes } : 'receiptType';
}

/**
 * Deposit (rows 52-55), once per key; an unconfirmed one is looked up in the deposit records. The receipt travels
 * here as multipart form data (not through the 64 KiB JSON door of /wps), is checked again by its bytes, and only
 * then goes to the platform (row 53, then row 54). A gateway deposit answers the platform's payUrl
 * (`extra.payUrl`) for the form to open: a redirect from here would be a cross-origin redirect of a form post,
 * which the page's CSP `form-action 'self'` blocks without scripts. On a manual deposit `extra.deposit` holds the
 * new deposit's summary.
 */
export const depositAction = defineAction({
  name: 'deposit',
  who: 'actual',
  limits: [pictureUploads],
  // The methods on offer now (row 52) decide the limits and whether a receipt is asked for.
  async schema({ form, options }): Promise<z.core.$ZodType<DepositInput>> {
    const offer = await callPlatform(depositMethods, {}, { ...options, idempotencyKey: null });
    const method = offer.methods.find((entry) => entry.id === form.get('methodId'));
    if (!method) return z.custom<DepositInput>(() => false, { message: 'methodRequired', path: ['methodId'] });
    const manual = method.type === 'MANUAL';
    const receipt = manual ? await postedReceipt(form) : null;
    // The receipt is refused only once the text fields pass, as the browser shows them.
    return z.pipe(
      depositFormSchema(method, manual),
      z.transform((fields: z.output<ReturnType<typeof depositFormSchema>>, context) => {
        if (typeof receipt !== 'string') return { ...fields, method, receipt };
        context.addIssue({ code: 'custom', path: ['receipt'], message: receipt });
        return z.NEVER;
      }),
    );
  },
  money: { record: '/m/vouReport' },
  answers: answers<{ payUrl: string; deposit: DepositSummary }>(),
  async run({ method, walletCode, amount, promoId, depositorName, receipt }, { options, patch }) {
    if (!receipt) {
      const { payUrl } = await callPlatform(depositGateway, { methodId: method.id, walletCode, amount, promoId }, options);
      return patch({ values: {}, extra: { payUrl } });
    }
    // The key names the deposit, not the upload that comes before it.
    const { receiptId } = await callPlatform(
      depositReceipt,
      { fileName: receipt.name, contentType: receipt.contentType, data: Buffer.from(receipt.bytes).toString('base64') },
      { ...options, idempotencyKey: null },
    );
    const created = await callPlatform(
      depositManual, { methodId: method.id, walletCode, amount, depositorName: depositorName ?? '', receiptId, promoId }, options,
    );
    revalidatePath('/m/voucherCenter');
    return patch({ values: {}, extra: { deposit: depositSummary(created, method, await dateFormat(), await moneyFormat()) } });
  },
});
