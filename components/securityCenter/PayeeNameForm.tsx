'use client';

import { useTranslations } from 'next-intl';
import { payeeNameAction } from '@/app/m/securityCenter/actions';
import { Field } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { toastDurations } from '@/lib/feedback/toastDurations';
import { useLoadingToast } from '@/lib/feedback/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { payeeNameSchema } from '@/lib/securityCenter/securityRules';
import { useSecurityErrorText } from '@/lib/securityCenter/useSecurityErrorText';
import { SectionAnswer } from './SectionAnswer';
import styles from './SecurityCenter.module.css';

/**
 * issue 10 payee name (row 85): asked while the account has none; once saved it is only shown. The add-card form
 * of the same screen asks for it too until then, hence its own field id.
 */
export function PayeeNameForm({ payeeName, labelledBy }: { payeeName: string; labelledBy: string }) {
  const t = useTranslations('security');
  const errorText = useSecurityErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(payeeNameAction, payeeNameSchema, initialFormState);
  useLoadingToast(pending, t('saving'), toastDurations.loadingAction);

  const saved = <SectionAnswer notice={null} saved={state.extra.saved === '1' ? t('payeeNameSaved') : null} />;
  if (payeeName) {
    return (
      <>
        <p className={styles.value}>
          <strong data-testid="security-payee-name">{payeeName}</strong> {t('payeeNameLocked')}
        </p>
        {saved}
      </>
    );
  }
  return (
    <form {...formProps} className={forms.form} aria-labelledby={labelledBy}>
      <Field
        name="payeeName"
        id="security-payeeName"
        label={t('payeeName')}
        autoComplete="name"
        maxLength={50}
        defaultValue={state.values.payeeName}
        hint={t('payeeNameHint')}
        error={errorText(errors.payeeName)}
      />
      <SectionAnswer notice={state.notice} saved={null} />
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('savePayeeName')}
      </button>
    </form>
  );
}
