'use client';

import { useLocale, useTranslations } from 'next-intl';
import { claimRebateAction } from '@/features/rebate/actions/manualRebate';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import forms from '@/components/forms/forms.module.css';
import { UnconfirmedNotice } from '@/components/forms/UnconfirmedNotice';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { useFormAction } from '@/lib/forms/useFormAction';
import styles from './Rebate.module.css';

/**
 * Claim button of the manual rebate (row 90): a form posting to a server action, so it works before
 * hydration. The answer (claimed amount and new balance, or the refusal) stays shown after the screen re-renders
 * with nothing left to claim.
 */
export function ClaimRebateForm({ claimable, idempotencyKey, symbol }: { claimable: boolean; idempotencyKey: string; symbol: string }) {
  const t = useTranslations('rebate');
  const money = moneyFormatIn(useLocale(), symbol);
  const [state, formAction, pending] = useFormAction(claimRebateAction);
  useLoadingToast(pending, t('claiming'), toastDurations.loadingAction);
  const { amount, balance } = state.extra;
  return (
    <form action={formAction} className={forms.form} aria-label={t('claimForm')}>
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      <UnconfirmedNotice state={state} className={styles.notice} />
      {amount !== undefined && balance !== undefined && (
        <p className={styles.success} role="status" data-testid="rebate-claimed">
          {t('claimed', { amount: money(Number(amount)), balance: money(Number(balance)) })}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending || !claimable}>
        {t('claim')}
      </button>
    </form>
  );
}
