import type { Deposit, DepositMethod } from '@/lib/platform/schemas';
import { formatAmount } from '@/lib/format/formatMoney';
import { formatDate } from '@/lib/format/formatDate';
import type { Locale } from '@/lib/i18n/locales';

export const DEPOSIT_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A created deposit as the confirmation and the detail view show it: text only, ready for FormState.extra. */
export interface DepositSummary {
  orderNo: string;
  methodName: string;
  amount: string;
  bonus: string;
  status: Deposit['status'];
  time: string;
  payee: string;
}

export function depositSummary(deposit: Deposit, method: DepositMethod, locale: Locale, timeZone: string): DepositSummary {
  const payee = method.payee ? `${method.payee.bankName} · ${method.payee.accountName} · ${method.payee.accountNo}` : '';
  return {
    orderNo: deposit.orderNo,
    methodName: deposit.methodName,
    amount: formatAmount(deposit.amount),
    bonus: formatAmount(deposit.bonus),
    status: deposit.status,
    time: formatDate(deposit.createTime, DEPOSIT_TIME_FORMAT, locale, timeZone),
    payee,
  };
}
