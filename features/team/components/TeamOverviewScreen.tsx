import { getTimeZone, getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/shell/LoadFailure';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { zonedDay } from '@/lib/format/zonedClock';
import { shownDay } from '@/lib/format/formatDate';
import { teamOverview, teamPnlReport } from '@/lib/platform/calls';
import { askPlatform, moneyFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { DayField } from '@/components/forms/DayField';
import { OVERVIEW_PRESETS, overviewRange, type OverviewPreset } from '@/features/team/logic/overviewRange';
import forms from '@/components/forms/forms.module.css';
import { TeamDailyChart } from './TeamDailyChart';
import styles from './Team.module.css';

const SCREEN = '/m/agent/team/overview';
const COUNTS = ['registrations', 'firstDeposits', 'activeBettors'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'bets'] as const;

/**
 * /m/agent/team/overview (AGEPAG, row 92): the team's figures for a range of merchant days chosen by a
 * GET form (presets or custom dates), the daily bets as a chart and every day's figures in a table.
 *
 * Row 92's `profit` is the platform's side (stakes less payouts), the opposite sign of what the team's members
 * won; the team profit-and-loss screen (row 95) counts the members' side with bonuses and rebates. The overview
 * shows the members' side so both screens tell an agent the same number for the same days: row 95's total
 * profit when that report is open to the agent, otherwise the members' win/loss from row 92, each labelled as
 * what it is.
 */
export async function TeamOverviewScreen({ query }: { query: { preset?: string; startDate?: string; endDate?: string } }) {
  const money = await moneyFormat();
  const today = zonedDay(new Date(), await getTimeZone());
  const range = overviewRange(query, today);
  const [t, loaded, pnl] = await Promise.all([
    getTranslations('team'),
    flaggedLoad('AGEPAG', async () => askPlatform(teamOverview, { startDate: range.startDate, endDate: range.endDate })),
    flaggedLoad('AGETEAMPNL3', async () =>
      askPlatform(teamPnlReport, { startDate: range.startDate, endDate: range.endDate, pageNo: 1, account: '', gameCategory: '' }),
    ),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <form className={styles.card} method="get" action={SCREEN} aria-label={t('rangeForm')}>
        <nav className={forms.tabs} aria-label={t('presetsLabel')}>
          {(Object.keys(OVERVIEW_PRESETS) as OverviewPreset[]).map((preset) => (
            <a key={preset} href={`${SCREEN}?preset=${preset}`} aria-current={range.preset === preset ? 'page' : undefined}>
              {t(`presets.${preset}`)}
            </a>
          ))}
        </nav>
        <div className={forms.inline}>
          <DayField name="startDate" label={t('startDate')} pickLabel={t('pickDay')} placeholder={t('dayPlaceholder')} defaultValue={range.startDate} max={today} />
          <DayField name="endDate" label={t('endDate')} pickLabel={t('pickDay')} placeholder={t('dayPlaceholder')} defaultValue={range.endDate} max={today} />
          <button className={forms.submit} type="submit">
            {t('apply')}
          </button>
        </div>
        {range.problem && (
          <p className={styles.notice} role="alert">
            {t(`rangeProblem.${range.problem}`)}
          </p>
        )}
      </form>
      {'failure' in loaded ? (
        <LoadFailure failure={loaded.failure} />
      ) : (
        <>
          <h2 data-testid="team-range">{t('rangeHeading', { startDate: shownDay(range.startDate), endDate: shownDay(range.endDate) })}</h2>
          <dl className={styles.kpis} data-testid="team-kpis">
            {COUNTS.map((key) => (
              <div key={key}>
                <dt>{t(`kpi.${key}`)}</dt>
                <dd data-testid={`kpi-${key}`}>{loaded.value.totals[key]}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key}>
                <dt>{t(`kpi.${key}`)}</dt>
                <dd data-testid={`kpi-${key}`}>{money(loaded.value.totals[key])}</dd>
              </div>
            ))}
            {'value' in pnl ? (
              <div>
                <dt>{t('kpi.membersProfit')}</dt>
                <dd data-testid="kpi-profit" data-profit-of="members">
                  {money(pnl.value.totals.profit, { signed: true })}
                </dd>
              </div>
            ) : (
              <div>
                <dt>{t('kpi.membersWinLoss')}</dt>
                <dd data-testid="kpi-profit" data-profit-of="members-bets">
                  {money(-loaded.value.totals.profit, { signed: true })}
                </dd>
              </div>
            )}
          </dl>
          <section className={styles.card} aria-labelledby="team-daily">
            <h2 id="team-daily">{t('daily')}</h2>
            <TeamDailyChart
              days={loaded.value.days}
              summary={t('chartSummary', {
                startDate: shownDay(range.startDate),
                endDate: shownDay(range.endDate),
                total: money(loaded.value.totals.bets),
                highest: money(Math.max(0, ...loaded.value.days.map((day) => day.bets))),
              })}
            />
            <table className={styles.table} data-testid="team-days">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('kpi.registrations')}</th>
                  <th scope="col">{t('kpi.deposits')}</th>
                  <th scope="col">{t('kpi.bets')}</th>
                  <th scope="col">{t('kpi.membersWinLoss')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{shownDay(day.date, 'dayMonth')}</th>
                    <td>{day.registrations}</td>
                    <td>{money(day.deposits)}</td>
                    <td>{money(day.bets)}</td>
                    <td>{money(-day.profit, { signed: true })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </main>
  );
}
