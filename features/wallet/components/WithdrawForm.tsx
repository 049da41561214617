'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { withdrawAction } from '@/features/wallet/actions/withdraw';
import { Field } from '@/components/forms/Field';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { PaymentPasswordField } from '@/components/forms/PaymentPasswordField';
import { TransferRefusal } from '@/components/forms/TransferRefusal';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { initialFormState } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import type { BankCard } from '@/lib/platform/schemas';
import { useWalletErrorText } from '@/features/wallet/logic/useWalletErrorText';
import { amountIssue, withdrawSchema, type WithdrawLimits } from '@/features/wallet/logic/withdrawSchema';
import { useNewAnswer } from '@/lib/forms/useNewAnswer';
import { useKeptAcrossSignIn } from '@/lib/forms/useKeptAcrossSignIn';
import styles from './Withdraw.module.css';

/** What a withdraw typed before its session ended still holds after signing in again (never the payment password). */
const KEPT_FIELDS = ['cardId', 'amount'] as const;

/**
 * Withdraw form: a bound card, the amount checked against the limits as it is typed, the payment password;
 * a server action sends it (row 59). While nothing can be withdrawn it stays shown, disabled, with the reason. Every answer empties the payment password; a refusal keeps card and amount.
 */
export function WithdrawForm({
  cards,
  limits,
  symbol,
  idempotencyKey,
  closed,
}: {
  cards: BankCard[];
  limits: WithdrawLimits;
  symbol: string;
  idempotencyKey: string;
  /** Why nothing can be withdrawn now (the amount and the button are then disabled), or null. */
  closed: string | null;
}) {
  const t = useTranslations('withdraw');
  const money = moneyFormatIn(useLocale(), symbol);
  const errorText = useWalletErrorText();
  const { state, errors, notice, pending, formProps } = useValidatedForm(withdrawAction, withdrawSchema(limits), initialFormState);
  const [typedAmountIssue, setTypedAmountIssue] = useState<string | null>(null);
  useLoadingToast(pending, t('submitting'), toastDurations.loadingAction);

  const range = { min: money(limits.min), max: money(limits.max) };
  const orderNo = state.extra.orderNo;

  useEffect(() => {
    const form = formProps.ref.current;
    if (!form || state.seq === 0) return;
    for (const name of orderNo ? ['paymentPassword', 'amount'] : ['paymentPassword']) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = '';
    }
  }, [state.seq, orderNo, formProps.ref]);
  useNewAnswer(state, () => setTypedAmountIssue(null));
  useKeptAcrossSignIn(formProps.ref, state, 'withdraw', KEPT_FIELDS);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    formProps.onInput(event);
    const input = event.target as HTMLInputElement;
    if (input.name === 'amount') setTypedAmountIssue(amountIssue(input.value, limits));
  };

  const chosen = state.values.cardId ?? cards[0]?.id;
  return (
    <form {...formProps} onInput={onInput} className={forms.form} aria-label={t('form')}>
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      <fieldset className={styles.cards} aria-describedby={errors.cardId ? 'field-cardId-error' : undefined}>
        <legend>{t('card')}</legend>
        {cards.map((card) => (
          <label key={card.id} className={styles.card}>
            <input type="radio" name="cardId" value={card.id} defaultChecked={card.id === chosen} />
            <span className={styles.cardText}>
              <span>
                {card.bankName} {card.cardNoMasked}
              </span>
              <small>{card.payeeName}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {errors.cardId && (
        <p id="field-cardId-error" className={forms.error}>
          {errorText(errors.cardId)}
        </p>
      )}
      <Field
        name="amount"
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={state.values.amount}
        hint={t('amountHint', range)}
        error={errorText(errors.amount ?? typedAmountIssue, range)}
        disabled={closed !== null}
      />
      <PaymentPasswordField label={t('paymentPassword')} error={errorText(errors.paymentPassword)} disabled={closed !== null} />
      {closed && (
        <p id="withdraw-closed" className={styles.closed}>
          {closed}
        </p>
      )}
      {notice && (
        <TransferRefusal text={notice} code={state.extra.code} extra={state.extra} securityCenterText={t('securityCenter')} />
      )}
      {orderNo && (
        <p className={styles.success} role="status">
          {t('success', { orderNo, balance: money(Number(state.extra.balance)) })}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending || closed !== null} aria-describedby={closed ? 'withdraw-closed' : undefined}>
        {t('submit')}
      </button>
    </form>
  );
}
