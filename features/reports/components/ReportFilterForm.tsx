import { getTranslations } from 'next-intl/server';
import { DATE_PRESETS } from '@/features/reports/logic/datePresets';
import { AGENT_TRANSACTION_TYPES, REPORT_KINDS, type ReportFilterName, type ReportKind } from '@/features/reports/logic/reportKinds';
import { MAX_ACCOUNT_FILTER, type ReportQuery } from '@/features/reports/logic/reportQuery';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import forms from '@/components/forms/forms.module.css';
import styles from './Reports.module.css';

/**
 * The report's filters as a GET form on the screen's own URL: it works before (or without) scripts, and the
 * URL it leaves holds the range and filters, so the view can be reloaded or shared.
 */
export async function ReportFilterForm({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const [t, games] = await Promise.all([getTranslations('reports'), getTranslations('games.categories')]);
  const optionText: Record<ReportFilterName, (value: string) => string> = {
    status: (value) => runtimeKeys(t)(`status.${value}`),
    transType: (value) => runtimeKeys(t)(`transType.${value}`),
    gameCategory: (value) => runtimeKeys(games)(value),
    type: (value) => runtimeKeys(t)(`rebateType.${value}`),
  };
  const filters = Object.entries(REPORT_KINDS[kind].filters) as Array<[ReportFilterName, readonly string[]]>;
  return (
    <form className={styles.filters} method="get" action={REPORT_KINDS[kind].screen} aria-label={t('filters')}>
      <fieldset className={styles.presets}>
        <legend>{t('range')}</legend>
        {DATE_PRESETS.map((preset) => (
          <label key={preset} className={styles.preset}>
            <input type="radio" name="range" value={preset} defaultChecked={preset === query.preset} />
            <span>{t(`presets.${preset}`)}</span>
          </label>
        ))}
      </fieldset>
      {REPORT_KINDS[kind].memberFilter && (
        <label className={styles.select}>
          {t('accountLabel')}
          <input className={forms.box} type="search" name="account" defaultValue={query.account} maxLength={MAX_ACCOUNT_FILTER} autoComplete="off" />
        </label>
      )}
      {filters.map(([name, values]) => {
        const shown = name === 'transType' && query.agentRecord ? AGENT_TRANSACTION_TYPES : values;
        return (
          <label key={name} className={styles.select}>
            {t(`${name}Label`)}
            <select className={forms.box} name={name} defaultValue={query.filters[name] ?? ''}>
              <option value="">{t('all')}</option>
              {shown.map((value) => (
                <option key={value} value={value}>
                  {optionText[name](value)}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      {query.agentRecord && <input type="hidden" name="types" value="A" />}
      <button className={styles.apply} type="submit">
        {t('apply')}
      </button>
    </form>
  );
}
