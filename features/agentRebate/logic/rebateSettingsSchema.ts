import { z } from 'zod/mini';
import { rateField } from '@/lib/forms/rateField';

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The rebate settings form (row 100): a rate per category in percent, at most two decimals and, with the agent's
 * own rates (in the browser), none above its own. Issues are `rateFormat` or `rateAbove` on the category's field.
 */
export function rebateSettingsSchema(categories: readonly string[], own?: Readonly<Record<string, number>>) {
  return z.pipe(
    z.record(z.string(), z.string()),
    z.transform((fields: Record<string, string>, context) => {
    const rates: Record<string, number> = {};
    for (const category of categories) {
      const typed = (fields[rateField(category)] ?? '').trim();
      if (!RATE.test(typed)) context.issues.push({ code: 'custom', input: fields, message: 'rateFormat', path: [rateField(category)] });
      else if (own && Number(typed) > (own[category] ?? 0)) context.issues.push({ code: 'custom', input: fields, message: 'rateAbove', path: [rateField(category)] });
      else rates[category] = Number(typed);
    }
    return { userName: fields.userName ?? '', rates };
    }),
  );
}
