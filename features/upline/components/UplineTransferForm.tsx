'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { uplineTransferAction } from '@/features/upline/actions/uplineTransfer';
import { ConfirmationStep } from '@/components/forms/ConfirmationStep';
import { StepBackButton } from '@/components/forms/StepBackButton';
import { Field } from '@/components/forms/Field';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { TransferRefusal } from '@/components/forms/TransferRefusal';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { initialFormState } from '@/lib/forms/formState';
import { useStepBack } from '@/lib/forms/useStepBack';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { isUplineTransferStep, uplineTransferSchema } from '@/features/upline/logic/uplineTransferSchema';
import { useWalletErrorText } from '@/features/wallet/logic/useWalletErrorText';
import { amountIssue, type WithdrawLimits } from '@/features/wallet/logic/withdrawSchema';
import styles from './UplineTransfer.module.css';

/**
 * Transfer to the upline in two steps of one form (a server action answers each, so both work before
 * hydration): the amount, checked against the limits as it is typed; then a confirmation naming the upline and
 * the amount, with the payment password. A refusal keeps the amount and always empties the password.
 */
export function UplineTransferForm({
  upline,
  limits,
  symbol,
  idempotencyKey,
}: {
  upline: string;
  limits: WithdrawLimits;
  symbol: string;
  idempotencyKey: string;
}) {
  const t = useTranslations('upline');
  const money = moneyFormatIn(useLocale(), symbol);
  const errorText = useWalletErrorText();
  const { state, errors, notice, pending, formProps } = useValidatedForm(uplineTransferAction, uplineTransferSchema(limits), initialFormState);
  useLoadingToast(pending, t('submitting'), toastDurations.loadingAction);
  // The server's answer names the step (also in the HTML a no-script post gets back).
  const { wentBack, goBack } = useStepBack(state.seq);
  const serverStep = isUplineTransferStep(state.extra.step) ? state.extra.step : 'amount';
  const shownStep = wentBack ? 'amount' : serverStep;
  const [typedAmountIssue, setTypedAmountIssue] = useState<string | null>(null);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    formProps.onInput(event);
    const input = event.target as HTMLInputElement;
    if (input.name === 'amount') setTypedAmountIssue(amountIssue(input.value, limits));
  };

  const range = { min: money(limits.min), max: money(limits.max) };
  const amount = state.values.amount ?? '';
  const { orderNo } = state.extra;
  return (
    <form {...formProps} onInput={onInput} className={forms.form} aria-label={t('form')} data-step={shownStep}>
      <input type="hidden" name="step" value={shownStep} />
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      {shownStep === 'amount' ? (
        <Field
          key={`amount-${state.seq}`}
          name="amount"
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={amount}
          hint={t('amountHint', range)}
          error={errorText(errors.amount ?? typedAmountIssue, range)}
        />
      ) : (
        <ConfirmationStep
          headingId="upline-confirm"
          heading={t('confirmHeading')}
          passwordLabel={t('paymentPassword')}
          passwordError={errorText(errors.paymentPassword)}
          seq={state.seq}
        >
          <dl className={styles.pairs}>
            <div>
              <dt>{t('to')}</dt>
              <dd data-testid="confirm-upline">{upline}</dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd data-testid="confirm-amount">{money(Number(amount))}</dd>
            </div>
          </dl>
          <input type="hidden" name="amount" value={amount} />
        </ConfirmationStep>
      )}
      {notice && (
        <TransferRefusal text={notice} code={state.extra.code} extra={state.extra} securityCenterText={t('securityCenter')} />
      )}
      {orderNo && (
        <p className={styles.success} role="status">
          {t('success', { orderNo, amount: money(Number(state.extra.amount)), upline, balance: money(Number(state.extra.balance)) })}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {shownStep === 'amount' ? t('continue') : t('confirm')}
      </button>
      {shownStep === 'confirm' && (
        <StepBackButton onBack={goBack}>{t('changeAmount')}</StepBackButton>
      )}
    </form>
  );
}
