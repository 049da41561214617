import { getTranslations } from 'next-intl/server';
import { CopyLinkButton } from '@/features/member/components/CopyLinkButton';
import { referralLink } from '@/features/member/logic/referralLink';
import { requestOrigin } from '@/features/member/logic/requestOrigin';
import { availablePromotions, referralStats } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import type { ReferralStats } from '@/lib/platform/schemas';
import { askPlatform, moneyFormat } from '@/lib/request/context';
import { refusalFor } from '@/lib/refusals/refusalText';
import { ShareButton } from './ShareButton';
import styles from './Account.module.css';
import { unstable_rethrow } from 'next/navigation';

type Loaded = { stats: ReferralStats } | { state: 'unavailable' | 'noCode' } | { failure: string };

/** Row 43 says whether REFERRAL is open to the member; row 79 then gives the code, link and figures. */
async function loadReferral(): Promise<Loaded> {
  try {
    const promotions = await askPlatform(availablePromotions, {});
    if (!promotions.promotions.some((promotion) => promotion.code === 'REFERRAL' && promotion.enabled)) return { state: 'unavailable' };
    return { stats: await askPlatform(referralStats, {}) };
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof PlatformError && error.code === 'FEATURE_OFF') return { state: 'unavailable' };
    if (error instanceof PlatformError && error.code === 'NO_REFERRAL_CODE') return { state: 'noCode' };
    return { failure: (await refusalFor(error)).text };
  }
}

/**
 * /m/inviteFriends (SPEC §2, promotion REFERRAL): the member's referral link on the host they use and
 * the code, each with a copy button, the share sheet where the browser has one, and what the code brought.
 */
export async function InviteFriendsScreen() {
  const money = await moneyFormat();
  const [t, loaded, origin] = await Promise.all([getTranslations('invite'), loadReferral(), requestOrigin()]);
  if (!('stats' in loaded)) {
    return (
      <main className={styles.screen} data-screen="/m/inviteFriends">
        <p role="alert" className={styles.state} data-testid={'state' in loaded ? `invite-${loaded.state}` : undefined}>
          {'state' in loaded ? t(loaded.state) : loaded.failure}
        </p>
      </main>
    );
  }
  const { stats } = loaded;
  const link = referralLink(stats.url, origin);
  const copyLabels = (what: 'Link' | 'Code') => ({ copy: t(`copy${what}`), copied: t(`copied${what}`), copyFailed: t('copyFailed') });
  return (
    <main className={styles.screen} data-screen="/m/inviteFriends">
      <section className={styles.card} aria-labelledby="invite-title">
        <h2 id="invite-title">{t('title')}</h2>
        <p>{t('intro')}</p>
        {link && (
          <div className={styles.copyRow}>
            <span className={styles.copyValue} data-testid="invite-link">
              {link}
            </span>
            <CopyLinkButton text={link} className={styles.button} labels={copyLabels('Link')} />
          </div>
        )}
        <div className={styles.copyRow}>
          <span className={styles.copyValue}>
            {t('code')} <strong data-testid="invite-code">{stats.code}</strong>
          </span>
          <CopyLinkButton text={stats.code} className={styles.button} labels={copyLabels('Code')} />
        </div>
        {link && <ShareButton title={t('shareTitle')} text={t('shareText', { code: stats.code })} url={link} label={t('share')} className={styles.button} />}
      </section>
      <section className={styles.card} aria-labelledby="invite-figures">
        <h2 id="invite-figures">{t('figures')}</h2>
        <dl className={styles.figures} data-testid="invite-figures">
          <div>
            <dt>{t('invited')}</dt>
            <dd>{stats.invited}</dd>
          </div>
          <div>
            <dt>{t('deposited')}</dt>
            <dd>{stats.deposited}</dd>
          </div>
          <div>
            <dt>{t('rewardTotal')}</dt>
            <dd>{money(stats.rewardTotal)}</dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
