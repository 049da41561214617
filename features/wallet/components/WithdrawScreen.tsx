import { getLocale, getTranslations } from 'next-intl/server';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { ClientMessages } from '@/components/ClientMessages';
import { FiguresSummary } from '@/components/shell/FiguresSummary';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { bankList, withdrawInfo } from '@/lib/platform/calls';
import type { Bank, WithdrawInfo } from '@/lib/platform/schemas';
import { AddBankCardForm } from './AddBankCardForm';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { askPlatform, currentCurrencySymbol } from '@/lib/request/context';
import { WithdrawForm } from './WithdrawForm';
import styles from './Withdraw.module.css';
import { unstable_rethrow } from 'next/navigation';

const CLIENT_NAMESPACES = ['withdraw', 'forms'] as const;

async function load(): Promise<{ info: WithdrawInfo; banks: Bank[]; symbol: string } | { failure: unknown }> {
  try {
    const [info, symbol] = await Promise.all([askPlatform(withdrawInfo, {}), currentCurrencySymbol()]);
    // The bank list is only needed to bind a first card.
    const banks = info.cards.length ? [] : await askPlatform(bankList, {});
    return { info, banks, symbol };
  } catch (error) {
    unstable_rethrow(error);
    return { failure: error };
  }
}

/**
 * /m/withdraw (SPEC §2 bottom menu, §7 withdraw and bank cards): balance and withdrawable amount, the
 * turnover still to bet, then the withdraw form, or the add-card form while no card is bound. A trial or free-play
 * session sees free_reject and the platform is not asked (SPEC §6).
 */
export async function WithdrawScreen() {
  const [loaded, t] = await Promise.all([load(), getTranslations('withdraw')]);
  if ('failure' in loaded) return <FeatureFailed screen="/m/withdraw" failure={loaded.failure} />;
  const { info, banks, symbol } = loaded;
  const money = moneyFormatIn(await getLocale(), symbol);
  const turnoverMet = info.turnoverDone >= info.turnoverRequired;
  // Nothing to withdraw: say why, and what is left to bet when that is the reason.
  const closed = info.withdrawable > 0
    ? null
    : turnoverMet
      ? t('closedEmpty')
      : t('closedTurnover', { remaining: money(info.turnoverRequired - info.turnoverDone) });
  return (
    <main className={styles.screen} data-screen="/m/withdraw">
      <FiguresSummary
        headingId="withdraw-summary"
        heading={t('summary')}
        figures={[
          { label: t('balance'), value: money(info.balance), testId: 'withdraw-balance' },
          { label: t('withdrawable'), value: money(info.withdrawable), testId: 'withdraw-withdrawable' },
        ]}
      >
        {!turnoverMet && (
          <div className={styles.turnover}>
            <p id="withdraw-turnover">{t('turnover')}</p>
            <progress aria-labelledby="withdraw-turnover" value={info.turnoverDone} max={info.turnoverRequired} />
            <p>{t('turnoverProgress', { done: money(info.turnoverDone), required: money(info.turnoverRequired) })}</p>
            <p>{t('turnoverNote')}</p>
          </div>
        )}
      </FiguresSummary>
      {!info.paymentPasswordSet && (
        <p className={styles.notice}>
          {t('noPaymentPassword')} <a href="/m/securityCenter">{t('securityCenter')}</a>
        </p>
      )}
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        {info.cards.length ? (
          <WithdrawForm cards={info.cards} limits={{ min: info.min, max: info.max }} symbol={symbol} idempotencyKey={newIdempotencyKey()} closed={closed} />
        ) : (
          <AddBankCardForm banks={banks} payeeName={info.payeeName} />
        )}
      </ClientMessages>
    </main>
  );
}
