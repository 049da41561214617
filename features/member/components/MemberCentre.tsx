import { getLocale, getTranslations } from 'next-intl/server';
import { DownloadTile } from '@/features/download/components/DownloadTile';
import { DialogOpener } from '@/components/dialog/DialogOpener';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { balanceView } from '@/lib/format/balance';
import { enabledPromotions, memberCentreEntries, promotionActivityId, type MemberCentreEntry } from '@/features/member/logic/memberCentreEntries';
import { referralLink } from '@/features/member/logic/referralLink';
import { requestOrigin } from '@/features/member/logic/requestOrigin';
import { registrationDays } from '@/features/member/logic/registrationDays';
import { availablePromotions, memberInfo, walletBalance } from '@/lib/platform/calls';
import { loginPathFor } from '@/lib/routes/returnPath';
import { routeRule } from '@/lib/routes/routeTable';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { EntryIcon } from './EntryIcon';
import { ReferralDialog, REFERRAL_DIALOG_ID } from './ReferralDialog';
import styles from './MemberCentre.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSession, currentSettings, requestNow } from '@/lib/request/context';
import { AvatarIcon } from '@/components/AvatarIcon';

export type MemberCentrePath = '/m/mine' | '/m/member/home';

const orNull = <T,>(promise: Promise<T>): Promise<T | null> => promise.catch(orFallback(null));

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.chevron} data-directional>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * SPEC §2 member centre (/m/mine and /m/member/home): header, the user block or the login-or-register prompt,
 * the VIP tile, the download tile and the entries of features/member/logic/memberCentreEntries.ts. Everything is in the
 * server HTML: the member's calls (rows 9, 10, 43) run together and each failure only leaves its part out.
 */
export async function MemberCentre({ path }: { path: MemberCentrePath }) {
  const [t, tTitles, session, snapshot] = await Promise.all([
    getTranslations('mine'),
    getTranslations('titles'),
    currentSession(),
    currentSettings(),
  ]);
  const settings = snapshot?.settings ?? null;
  const [info, wallet, promotions, origin] = session
    ? await Promise.all([
        orNull(askPlatform(memberInfo, {})),
        orNull(askPlatform(walletBalance, {})),
        orNull(askPlatform(availablePromotions, {})),
        requestOrigin(),
      ])
    : [null, null, null, ''];

  const member = session ? { type: info?.type ?? session.type, toUpline: info?.toUpline ?? false } : null;
  const entries = memberCentreEntries(
    {
      flag: (name) => whitelabelFlag(settings, name),
      member,
      promotions: promotions ? enabledPromotions(promotions.promotions) : null,
      missionActivityId: promotions ? promotionActivityId(promotions.promotions, 'MISSION') : null,
    },
    path,
  );
  const clubLabel = info?.clubLabel?.labelName ?? null;
  const balance = balanceView(wallet, null);
  const referral = promotions?.referral ?? null;
  const link = referral ? referralLink(referral.url, origin) : null;
  // SPEC §2 layout rules hide the shell's header on /m/mine only; /m/member/home keeps it (back and title).
  const ownHeader = routeRule(path)?.header === false;

  const settingsLink = (
    <a href="/m/set" className={styles.iconLink} aria-label={t('settings')}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7.4-2.5a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1l-.4-2.5h-4l-.4 2.5a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );

  return (
    <main className={styles.centre}>
      {ownHeader ? (
        <header className={styles.header}>
          <a href="/m/home" className={styles.iconLink} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-directional>
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
          <h1 className={styles.title}>{tTitles('mine')}</h1>
          {settingsLink}
        </header>
      ) : (
        <div className={styles.toolbar}>{settingsLink}</div>
      )}

      {session ? (
        <a href="/m/myAccount/index" className={styles.user} data-testid="member-user">
          <AvatarIcon size={48} className={styles.avatar} />
          <span className={styles.who}>
            <bdi className={styles.name} data-testid="member-name">
              {info?.nickname || info?.account || session.userName}
            </bdi>
            {clubLabel && <span className={styles.club}>{clubLabel}</span>}
            {info && (
              <span className={styles.days} data-testid="member-days">
                {t('registeredDays', { days: registrationDays(info.regDate, requestNow()) })}
              </span>
            )}
          </span>
          <span className={styles.balance}>
            <span className={styles.balanceLabel}>{t('balance')}</span>
            {balance ? (
              <span data-testid="member-balance">{moneyFormatIn(await getLocale(), balance.symbol)(balance.sum)}</span>
            ) : (
              // A wallet the platform could not give says so rather than silently leaving a gap.
              <span className={styles.balanceUnavailable} role="status">
                {t('balanceUnavailable')}
              </span>
            )}
          </span>
          <Chevron />
        </a>
      ) : (
        <section className={styles.user} aria-labelledby="mine-guest">
          <AvatarIcon size={48} className={styles.avatar} />
          <span className={styles.who}>
            <span id="mine-guest" className={styles.name}>
              {t('guest')}
            </span>
            <span className={styles.hint}>{t('guestHint')}</span>
          </span>
          <span className={styles.auth}>
            <a href={loginPathFor(path)}>{t('login')}</a>
            <a href="/m/register" className={styles.primary}>
              {t('register')}
            </a>
          </span>
        </section>
      )}

      {(!session || clubLabel) && (
        <a href={session ? '/m/member/benefits' : loginPathFor('/m/member/benefits')} className={styles.vip}>
          <span className={styles.vipMark} aria-hidden="true">
            ★
          </span>
          <span className={styles.vipText}>
            <span>{clubLabel ?? t('levelBenefits')}</span>
            <span className={styles.hint}>{t('vipBenefits')}</span>
          </span>
          <Chevron />
        </a>
      )}

      <DownloadTile />

      <nav aria-label={t('services')}>
        <ul className={styles.entries}>
          {entries.map((entry: MemberCentreEntry) => (
            <li key={entry.key}>
              {entry.kind === 'referralPopup' ? (
                <DialogOpener dialogId={REFERRAL_DIALOG_ID} className={styles.entry}>
                  <EntryIcon entry={entry.key} />
                  <span>{t(`entries.${entry.key}`)}</span>
                </DialogOpener>
              ) : (
                <a href={entry.href} className={styles.entry} data-entry={entry.key}>
                  <EntryIcon entry={entry.key} />
                  <span>{t(`entries.${entry.key}`)}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {entries.some((entry) => entry.kind === 'referralPopup') && (
        <ReferralDialog code={referral?.code ?? null} link={link} />
      )}
    </main>
  );
}
