'use client';

import { useTranslations } from 'next-intl';
import { addBankCardAction } from '@/features/wallet/actions/withdraw';
import { Field } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useFormAnswered } from '@/lib/forms/useFormAnswered';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import type { Bank } from '@/lib/platform/schemas';
import { useWalletErrorText } from '@/features/wallet/logic/useWalletErrorText';
import { bankCardSchema } from '@/features/wallet/logic/withdrawSchema';
import styles from './Withdraw.module.css';

const NO_SECRETS = [] as const;

/**
 * Add a bank card when none is bound (row 58): bank, card number, and the payee name while the account has
 * none (it is saved once; afterwards it is shown, not asked). Once bound, the withdraw screen shows the withdraw
 * form; the security centre keeps the form, emptied, for another card while fewer than the maximum.
 */
export function AddBankCardForm({ banks, payeeName }: { banks: Bank[]; payeeName: string }) {
  const t = useTranslations('withdraw');
  const errorText = useWalletErrorText();
  const { state, errors, notice, pending, formProps } = useValidatedForm(addBankCardAction, bankCardSchema(!payeeName), initialFormState);
  useLoadingToast(pending, t('submitting'), toastDurations.loadingAction);
  useFormAnswered(formProps.ref, state, NO_SECRETS);

  return (
    <form {...formProps} className={`${forms.form} ${styles.addCard}`} aria-labelledby="add-card-heading">
      <h2 id="add-card-heading" className={styles.heading}>
        {t('addCardHeading')}
      </h2>
      <p className={styles.payee}>{t('addCardIntro')}</p>
      <SelectField
        name="bankCode"
        label={t('bank')}
        placeholder={t('chooseBank')}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        defaultValue={state.values.bankCode ?? ''}
        error={errorText(errors.bankCode)}
      />
      <Field
        name="cardNo"
        label={t('cardNo')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        defaultValue={state.values.cardNo}
        error={errorText(errors.cardNo)}
      />
      {payeeName ? (
        <p className={styles.payee}>
          {t('payeeName')}: <strong>{payeeName}</strong>
        </p>
      ) : (
        <Field
          name="payeeName"
          label={t('payeeName')}
          autoComplete="name"
          maxLength={50}
          defaultValue={state.values.payeeName}
          hint={t('payeeNameHint')}
          error={errorText(errors.payeeName)}
        />
      )}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {state.extra.added && (
        <p className={styles.success} role="status">
          {t('cardAdded')}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('addCard')}
      </button>
    </form>
  );
}
