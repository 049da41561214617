'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { openAccountAction } from '@/app/m/agentRegister/actions';
import { Field } from '@/components/forms/Field';
import { PasswordField } from '@/components/forms/PasswordField';
import forms from '@/components/forms/forms.module.css';
import { initialFormState } from '@/lib/forms/formState';
import styles from './Team.module.css';

/**
 * issue 11 open account: a real form posting to a server action (works before hydration). Refusals come back
 * translated under their field, with the account, type and rate kept and both passwords emptied.
 */
export function OpenAccountForm({ maxRebate }: { maxRebate: number }) {
  const t = useTranslations('team');
  const [state, action, pending] = useActionState(openAccountAction, initialFormState);
  const { userName } = state.extra;
  const type = state.values.type ?? '0';
  return (
    <form action={action} className={forms.form} aria-label={t('openForm')} key={state.seq}>
      <Field name="username" label={t('username')} autoComplete="off" defaultValue={state.values.username ?? ''} error={state.fieldErrors.username} required />
      <PasswordField name="password" label={t('password')} autoComplete="new-password" error={state.fieldErrors.password} required />
      <PasswordField name="confirm" label={t('confirm')} autoComplete="new-password" error={state.fieldErrors.confirm} required />
      <fieldset className={styles.row}>
        <legend>{t('accountType')}</legend>
        {(['0', '1'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="type" value={value} defaultChecked={type === value} />
            {t(value === '0' ? 'type.member' : 'type.agent')}
          </label>
        ))}
      </fieldset>
      <Field
        name="rebateRate"
        label={t('rebateRate')}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={state.values.rebateRate ?? ''}
        hint={t('rebateLimit', { maxRebate })}
        error={state.fieldErrors.rebateRate}
        required
      />
      {state.notice && (
        <p className={styles.notice} role="alert">
          {state.notice}
        </p>
      )}
      {userName && (
        <p className={styles.success} role="status" data-testid="opened-account">
          {t('opened', { account: userName, type: t(state.extra.type === '1' ? 'type.agent' : 'type.member') })}{' '}
          <a href="/m/member/team">{t('toTeam')}</a>
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('open')}
      </button>
    </form>
  );
}
