'use client';

import { useLocale, useTranslations } from 'next-intl';
import { redRainAction } from '@/features/redRain/actions/redRain';
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
import type { DownlineTransferInfo } from '@/lib/platform/schemas';
import {
  ALL_AMOUNT_FIELD, amountField, isRedRainStep, MAX_RED_RAIN_DOWNLINES, pickField, redRainSchema, redRainTotal,
} from '@/features/redRain/logic/redRainSchema';
import { useWalletErrorText } from '@/features/wallet/logic/useWalletErrorText';
import type { WithdrawLimits } from '@/features/wallet/logic/withdrawSchema';
import styles from './RedRain.module.css';

type Downline = DownlineTransferInfo['downlines'][number];

/**
 * Red envelope rain in two steps of one form (a server action answers each, so both work before
 * hydration): downlines ticked, each with its own amount or the amount for all; then a confirmation listing each
 * amount and the total, with the payment password. A refusal keeps every pick and amount and empties the password.
 */
export function RedRainForm({
  downlines,
  limits,
  idempotencyKey,
  currencySymbol,
}: {
  downlines: readonly Downline[];
  limits: WithdrawLimits;
  idempotencyKey: string;
  /** The merchant's currency symbol: every amount carries it (SPEC §1). */
  currencySymbol: string;
}) {
  const money = moneyFormatIn(useLocale(), currencySymbol);
  const t = useTranslations('redRain');
  const errorText = useWalletErrorText();
  const schema = redRainSchema(limits);
  const { state, errors, notice, pending, formProps } = useValidatedForm(redRainAction, schema, initialFormState);
  useLoadingToast(pending, t('submitting'), toastDurations.loadingAction);
  const { wentBack, goBack } = useStepBack(state.seq);
  const serverStep = isRedRainStep(state.extra.step) ? state.extra.step : 'pick';
  const shownStep = wentBack ? 'pick' : serverStep;

  const range = { min: money(limits.min), max: money(limits.max) };
  const { values } = state;
  const parsed = schema.safeParse({ ...values, step: 'pick' });
  const transfers = parsed.success ? parsed.data.transfers : [];
  const formError = errors.form ? t(`errors.${errors.form === 'tooMany' ? 'tooMany' : 'pickRequired'}`, { max: MAX_RED_RAIN_DOWNLINES }) : null;
  const refusal = formError ?? notice;
  const { orderNo } = state.extra;
  return (
    <form {...formProps} className={forms.form} aria-label={t('form')} data-step={shownStep}>
      <input type="hidden" name="step" value={shownStep} />
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      {shownStep === 'pick' ? (
        <>
          <Field
            key={`all-${state.seq}`}
            name={ALL_AMOUNT_FIELD}
            label={t('allAmount')}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values[ALL_AMOUNT_FIELD] ?? ''}
            hint={t('allAmountHint', range)}
            error={errorText(errors[ALL_AMOUNT_FIELD], range)}
          />
          <fieldset className={styles.downlines} key={`downlines-${state.seq}`}>
            <legend>{t('downlines')}</legend>
            {downlines.map(({ userName, type }) => {
              const error = errorText(errors[amountField(userName)], range);
              return (
                <div key={userName} className={styles.downline} data-testid="red-rain-downline">
                  <label className={styles.pick}>
                    <input type="checkbox" name={pickField(userName)} defaultChecked={pickField(userName) in values} />
                    <span>{userName}</span>
                    <span className={styles.kind}>{type === 0 ? t('member') : t('agent')}</span>
                  </label>
                  <input
                    className={`${forms.box} ${styles.amount}`}
                    name={amountField(userName)}
                    aria-label={t('amountFor', { userName })}
                    aria-invalid={error ? true : undefined}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={values[ALL_AMOUNT_FIELD] ?? ''}
                    defaultValue={values[amountField(userName)] ?? ''}
                  />
                  {error && <p className={styles.fieldError}>{error}</p>}
                </div>
              );
            })}
          </fieldset>
        </>
      ) : (
        <ConfirmationStep
          headingId="red-rain-confirm"
          heading={t('confirmHeading')}
          passwordLabel={t('paymentPassword')}
          passwordError={errorText(errors.paymentPassword)}
          seq={state.seq}
        >
          {Object.entries(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <table className={styles.list}>
            <thead>
              <tr>
                <th scope="col">{t('downline')}</th>
                <th scope="col">{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {transfers.map(({ userName, amount }) => (
                <tr key={userName} data-testid="confirm-transfer">
                  <td>{userName}</td>
                  <td>{money(amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('total')}</th>
                <td data-testid="confirm-total">{money(redRainTotal(transfers))}</td>
              </tr>
            </tfoot>
          </table>
        </ConfirmationStep>
      )}
      {refusal && <TransferRefusal text={refusal} code={state.extra.code} extra={state.extra} securityCenterText={t('securityCenter')} />}
      {orderNo && (
        <p className={styles.success} role="status">
          {t('success', { orderNo, total: money(Number(state.extra.total)), balance: money(Number(state.extra.balance)) })}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {shownStep === 'pick' ? t('continue') : t('confirm')}
      </button>
      {shownStep === 'confirm' && (
        <StepBackButton onBack={goBack}>{t('changeAmounts')}</StepBackButton>
      )}
    </form>
  );
}
