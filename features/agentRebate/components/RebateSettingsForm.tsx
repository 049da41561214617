'use client';

import { useTranslations } from 'next-intl';
import { saveRebateSettingsAction } from '@/features/agentRebate/actions/agentRebate';
import { Field } from '@/components/forms/Field';
import forms from '@/components/forms/forms.module.css';
import { rateField } from '@/lib/forms/rateField';
import { rebateSettingsSchema } from '@/features/agentRebate/logic/rebateSettingsSchema';
import { initialFormState, type FieldProblem } from '@/lib/forms/formState';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import styles from './AgentRebate.module.css';

interface Props {
  userName: string;
  categories: readonly string[];
  own: Readonly<Record<string, number>>;
  rates: Readonly<Record<string, number>>;
}

/**
 * One direct downline's rebate rate per game category, each beside the agent's own (its limit). A rate
 * above the own is refused in the browser first, then by the platform (row 100); typed rates are kept.
 */
export function RebateSettingsForm({ userName, categories, own, rates }: Props) {
  const t = useTranslations('agentRebate');
  const games = useTranslations('games.categories');
  const { state, errors, notice, pending, formProps } = useValidatedForm(saveRebateSettingsAction, rebateSettingsSchema(categories, own), initialFormState);
  const errorText = (error: FieldProblem | undefined, category: string) => {
    if (!error) return null;
    if (typeof error === 'object') return error.refusal;
    return t(error === 'rateAbove' ? 'errors.rateAbove' : 'errors.rateFormat', { category: runtimeKeys(games)(category), max: String(own[category] ?? 0) });
  };
  return (
    <form {...formProps} className={forms.form} aria-label={t('form', { userName })}>
      <input type="hidden" name="userName" value={userName} />
      <input type="hidden" name="categories" value={categories.join(',')} />
      {categories.map((category) => (
        <Field
          key={`${category}-${state.seq}`}
          name={rateField(category)}
          label={t('rateLabel', { category: runtimeKeys(games)(category) })}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={state.values[rateField(category)] ?? String(rates[category] ?? 0)}
          hint={t('ownRate', { max: String(own[category] ?? 0) })}
          error={errorText(errors[rateField(category)], category)}
        />
      ))}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {state.extra.saved && (
        <p className={styles.success} role="status">
          {t('saved', { userName: state.extra.saved })}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}
