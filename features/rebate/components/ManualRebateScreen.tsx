import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { manualRebateInfo } from '@/lib/platform/calls';
import { askPlatform, currentCurrencySymbol, dateFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { ClaimRebateForm } from './ClaimRebateForm';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import styles from './Rebate.module.css';

const SCREEN = '/m/member/manualRebate';
const CLIENT_NAMESPACES = ['rebate'] as const;

/**
 * /m/member/manualRebate (flag MANPLAYREB3, row 89): the valid bets since the last rebate per game
 * category with their rate and rebate, the total, then the claim form (row 90). Flag off, or the platform saying
 * so, shows the screen as unavailable; a trial or free-play session sees free_reject without a platform call.
 */
export async function ManualRebateScreen() {
  const [t, categories, loaded, symbol] = await Promise.all([
    getTranslations('rebate'),
    getTranslations('games.categories'),
    flaggedLoad('MANPLAYREB3', async () => askPlatform(manualRebateInfo, {})),
    currentCurrencySymbol(),
  ]);
  const money = moneyFormatIn(await getLocale(), symbol);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  if ('failure' in loaded) return <FeatureFailed screen={SCREEN} failure={loaded.failure} />;
  const info = loaded.value;
  const claimable = info.total >= info.minClaim && info.total > 0;
  const since = info.lastClaimTime === null
    ? null
    : (await dateFormat()).date(info.lastClaimTime, 'dayMinute');
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <section className={styles.summary} aria-labelledby="rebate-due">
        <h2 id="rebate-due">{t('due')}</h2>
        <p className={styles.note}>{since ? t('since', { time: since }) : t('sinceAlways')}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('category')}</th>
              <th scope="col">{t('validBet')}</th>
              <th scope="col">{t('rate')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {info.items.map((item) => (
              <tr key={item.gameCategory} data-category={item.gameCategory}>
                <th scope="row">{textOr(categories, item.gameCategory, item.gameCategory)}</th>
                <td>{money(item.validBet)}</td>
                <td>{`${item.rate}%`}</td>
                <td>{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('total')}
              </th>
              <td data-testid="rebate-total">{money(info.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className={styles.note} data-testid="rebate-state">
          {info.total <= 0 ? t('nothingToClaim') : claimable ? t('minClaim', { minClaim: money(info.minClaim) }) : t('belowMin', { minClaim: money(info.minClaim) })}
        </p>
      </section>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <ClaimRebateForm claimable={claimable} idempotencyKey={newIdempotencyKey()} symbol={symbol} />
      </ClientMessages>
      <a className={styles.link} href="/m/member/rebateReport">
        {t('history')}
      </a>
    </main>
  );
}
