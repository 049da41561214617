'use client';

import { useLocale, useTranslations } from 'next-intl';
import { openAccountAction } from '@/features/team/actions/openAccount';
import { bidiIsolate } from '@/lib/i18n/bidi';
import { Field } from '@/components/forms/Field';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { PasswordField } from '@/components/forms/PasswordField';
import forms from '@/components/forms/forms.module.css';
import { UnconfirmedNotice } from '@/components/forms/UnconfirmedNotice';
import { initialFormState, type FieldProblem } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { openAccountSchema } from '@/features/team/logic/openAccountSchema';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import styles from './Team.module.css';

/**
 * Open account: a real form posting to a server action (works before hydration), checked in the browser
 * with the action's own rules first. A browser refusal keeps everything typed; an answer from the server comes
 * back translated under its field, with the account, type and rate kept and both passwords emptied.
 */
export function OpenAccountForm({ maxRebate, idempotencyKey }: { maxRebate: number; idempotencyKey: string }) {
  const t = useTranslations('team');
  const isolate = bidiIsolate(useLocale());
  const { state, errors, pending, formProps } = useValidatedForm(openAccountAction, openAccountSchema(maxRebate), initialFormState);
  const { userName } = state.extra;
  const type = state.values.type ?? '0';
  const errorText = (problem: FieldProblem | undefined) =>
    typeof problem === 'object' ? problem.refusal : problem && runtimeKeys(t)(`errors.${problem}`, { maxRebate: state.extra.maxRebate ?? maxRebate });
  return (
    <form {...formProps} className={forms.form} aria-label={t('openForm')} key={state.seq}>
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      <Field name="username" label={t('username')} autoComplete="off" defaultValue={state.values.username ?? ''} error={errorText(errors.username)} required />
      <PasswordField name="password" label={t('password')} autoComplete="new-password" error={errorText(errors.password)} required />
      <PasswordField
        name="confirmPassword"
        label={t('confirm')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        required
      />
      <fieldset className={styles.choice}>
        <legend>{t('accountType')}</legend>
        {(['0', '1'] as const).map((value) => (
          <label key={value} className={forms.check}>
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
        error={errorText(errors.rebateRate)}
        required
      />
      <UnconfirmedNotice state={state} className={styles.notice} />
      {userName && (
        <p className={styles.success} role="status" data-testid="opened-account">
          {t('opened', { account: isolate(userName), type: t(state.extra.type === 1 ? 'type.agent' : 'type.member') })}{' '}
          <a href="/m/member/team">{t('toTeam')}</a>
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('open')}
      </button>
    </form>
  );
}
