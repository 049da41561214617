import type { Deposit, DepositMethod } from '@/lib/platform/schemas';
import type { DateFormat } from '@/lib/format/formatDate';
import { depositStage, type DepositStage } from './depositStage';

/** A created deposit as the confirmation and the detail view show it: text only, ready for a form's answer. */
export interface DepositSummary {
  orderNo: string;
  methodName: string;
  amount: string;
  bonus: string;
  status: DepositStage;
  time: string;
  payee: string;
}

export function depositSummary(deposit: Deposit, method: DepositMethod, format: DateFormat, money: (value: number) => string): DepositSummary {
  const payee = method.payee ? `${method.payee.bankName} · ${method.payee.accountName} · ${method.payee.accountNo}` : '';
  return {
    orderNo: deposit.orderNo,
    methodName: deposit.methodName,
    amount: money(deposit.amount),
    bonus: money(deposit.bonus),
    status: depositStage(deposit),
    time: format.date(deposit.createTime, 'daySecond'),
    payee,
  };
}
