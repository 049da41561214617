import type { Deposit } from '@/lib/platform/schemas';

/**
 * Where a deposit stands for the member: a pending gateway deposit waits for its payment (the gateway has not
 * confirmed it), a pending manual one for the platform's approval; neither is in the balance yet.
 */
export type DepositStage = 'AWAITING_PAYMENT' | Deposit['status'];

export function depositStage<S extends string>({ status, type }: { status: S; type?: Deposit['type'] }): S | 'AWAITING_PAYMENT' {
  return status === 'PENDING' && type === 'GATEWAY' ? 'AWAITING_PAYMENT' : status;
}
