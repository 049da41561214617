'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { depositAction } from '@/features/wallet/actions/deposit';
import { Field } from '@/components/forms/Field';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { ImageFileField } from '@/components/forms/ImageFileField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { UnconfirmedLink } from '@/components/forms/UnconfirmedLink';
import forms from '@/components/forms/forms.module.css';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { toastDurations } from '@/lib/toast/toastDurations';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { initialFormState, type FieldProblem } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import type { DepositOptions } from '@/lib/platform/schemas';
import { useImagePick } from '@/lib/uploads/useImagePick';
import { amountProblem, depositFormSchema, promoBonus, receiptProblem } from '@/features/wallet/logic/depositSchema';
import { useNewAnswer } from '@/lib/forms/useNewAnswer';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { DepositCreated } from './DepositCreated';
import { PayeeDetails } from './PayeeDetails';
import styles from './Deposit.module.css';

type Props = {
  offer: Pick<DepositOptions, 'walletTypes' | 'methods' | 'promos'>;
  /** dep_func '1': the new detail version after a deposit is created. */
  detailVersion: boolean;
  idempotencyKey: string;
  /** The merchant's currency symbol: every amount carries it (SPEC §1). */
  currencySymbol: string;
};

/**
 * Deposit form (/m/voucherCenter): wallet, method with its limits, amount with presets checked as it is
 * typed, promo (none by default), then either the payment gateway (the server action sends the browser to the
 * platform's page) or a manual bank transfer with payee details, depositor name and a receipt image checked
 * before upload. Works as a plain multipart POST before hydration.
 */
export function DepositForm({ offer, detailVersion, idempotencyKey, currencySymbol }: Props) {
  const money = moneyFormatIn(useLocale(), currencySymbol);
  const t = useTranslations('deposit');
  const [methodId, setMethodId] = useState(offer.methods[0]?.id ?? '');
  const method = offer.methods.find((entry) => entry.id === methodId) ?? offer.methods[0]!;
  const manual = method.type === 'MANUAL';
  const schema = depositFormSchema(method, manual);
  const { state, errors, pending, formProps } = useValidatedForm(depositAction, schema, initialFormState);
  const [amount, setAmount] = useState(state.values.amount ?? '');
  const [touched, setTouched] = useState(false);
  const [promoId, setPromoId] = useState(state.values.promoId ?? '');
  const receipt = useImagePick(receiptProblem);

  useLoadingToast(pending, t('submitting'), toastDurations.loadingAction);

  // A refused submit puts back what the server got; a created deposit starts a fresh form.
  useNewAnswer(state, (answer) => {
    setTouched(false);
    setAmount(answer.values.amount ?? '');
    setPromoId(answer.values.promoId ?? '');
    if (answer.extra.deposit) receipt.clearPreview();
  });

  const limits = { min: money(method.min), max: money(method.max) };
  // What is typed now decides; until the amount is edited again, the server's answer does.
  const amountError = touched ? amountProblem(amount, method) : (errors.amount ?? null);
  // Every catalogue text is non-empty (tests/unit/lib/messages.test.ts): an empty answer means no such key.
  const message = (problem: FieldProblem | null | undefined) =>
    typeof problem === 'object' && problem ? problem.refusal : problem ? textOr(t, `errors.${problem}`, '', limits) || null : null;

  // The browser's own check of the chosen file, else the server's answer (shown before hydration too).
  const receiptErrorShown = receipt.problem ?? errors.receipt ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTouched(true);
    if (manual) {
      const file = (event.currentTarget.elements.namedItem('receipt') as HTMLInputElement | null)?.files?.[0] ?? null;
      const problem = receiptProblem(file);
      if (problem) {
        event.preventDefault();
        receipt.setProblem(problem);
        (event.currentTarget.elements.namedItem('receipt') as HTMLInputElement | null)?.focus();
        return;
      }
    }
    formProps.onSubmit(event);
  };

  const created = state.extra.deposit ?? null;
  const payUrl = state.extra.payUrl ?? null;
  // The gateway's page opens by script; the link below is the way there before hydration.
  useEffect(() => {
    if (payUrl) window.location.assign(payUrl);
  }, [payUrl, state.seq]);

  return (
    <>
      {created && <DepositCreated deposit={created} detailVersion={detailVersion} key={state.seq} />}
      {payUrl && (
        <p role="status" className={styles.created}>
          {t('toPayment')} <a href={payUrl}>{t('openPayment')}</a>
        </p>
      )}
      {/* A created deposit starts a fresh form (the uncontrolled name and file fields are emptied). */}
      {/* autoComplete off: a page drawn again by Back must not get the old ticks from the browser while the form holds
          its first choice, or it would send a method and promotion other than the ones shown. */}
      <form {...formProps} key={created ? state.seq : 'form'} onSubmit={onSubmit} className={forms.form} aria-label={t('form')} autoComplete="off">
        <IdempotencyKeyField initial={idempotencyKey} state={state} />
        <fieldset className={styles.choices}>
          <legend>{t('wallet')}</legend>
          {offer.walletTypes.map((wallet) => (
            <label key={wallet.code} className={styles.choice}>
              <input type="radio" name="walletCode" value={wallet.code} defaultChecked={(state.values.walletCode ?? offer.walletTypes[0]?.code) === wallet.code} />
              <span>{wallet.name}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.choices}>
          <legend>{t('method')}</legend>
          {offer.methods.map((entry) => (
            <label key={entry.id} className={styles.choice}>
              <input type="radio" name="methodId" value={entry.id} checked={entry.id === method.id} onChange={() => setMethodId(entry.id)} />
              <span>
                {entry.name}
                <small className={styles.limits}>
                  {entry.type === 'MANUAL' ? t('manual') : t('gateway')} · {t('limits', { min: money(entry.min), max: money(entry.max) })}
                </small>
              </span>
            </label>
          ))}
        </fieldset>

        <Field
          name="amount"
          label={t('amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('limits', limits)}
          onChange={(event) => {
            setAmount(event.target.value);
            setTouched(true);
          }}
          error={message(amountError)}
        />
        <div className={styles.presets} role="group" aria-label={t('presets')}>
          {method.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={Number(amount) === preset}
              onClick={() => {
                setAmount(String(preset));
                setTouched(true);
              }}
            >
              {money(preset)}
            </button>
          ))}
        </div>

        <fieldset className={styles.choices}>
          <legend>{t('promo')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="promoId" value="" checked={promoId === ''} onChange={() => setPromoId('')} />
            <span>{t('noPromo')}</span>
          </label>
          {offer.promos.map((promo) => (
            <label key={promo.id} className={styles.choice}>
              <input type="radio" name="promoId" value={promo.id} checked={promoId === promo.id} onChange={() => setPromoId(promo.id)} />
              <span>
                {promo.title}
                <small className={styles.limits}>
                  {t('promoTerms', {
                    rate: promo.bonusRate, maxBonus: money(promo.maxBonus), minDeposit: money(promo.minDeposit), turnover: promo.turnoverMultiple,
                    frequency: promo.frequency ?? 'unstated',
                  })}
                </small>
                {promoId === promo.id && (
                  <small className={styles.bonus} data-testid="deposit-bonus">
                    {t('bonus', { bonus: money(promoBonus(Number(amount), promo)) })}
                  </small>
                )}
              </span>
            </label>
          ))}
        </fieldset>

        {manual && method.payee && (
          <>
            <PayeeDetails payee={method.payee} />
            <Field
              name="depositorName"
              label={t('depositorName')}
              autoComplete="name"
              maxLength={64}
              defaultValue={state.values.depositorName ?? ''}
              error={message(errors.depositorName)}
            />
            <ImageFileField
              name="receipt"
              label={t('receipt')}
              hint={t('receiptHint')}
              error={message(receiptErrorShown)}
              onChange={receipt.onChange}
            >
              {receipt.preview && <img src={receipt.preview} alt={t('receiptPreview')} className={styles.preview} />}
            </ImageFileField>
          </>
        )}

        <button type="submit" className={forms.submit} disabled={pending}>
          {manual ? t('submitManual') : t('submitGateway')}
        </button>
      </form>
      <UnconfirmedLink extra={state.extra} />
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
