import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { ClientMessages } from '@/components/ClientMessages';
import { registrationDays } from '@/features/member/logic/registrationDays';
import { headIcon, memberProfile } from '@/lib/platform/calls';
import type { MemberProfile } from '@/lib/platform/schemas';
import { refusalFor } from '@/lib/refusals/refusalText';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { HeadIconForm } from './HeadIconForm';
import { NicknameForm } from './NicknameForm';
import styles from './Account.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSettings, requestNow } from '@/lib/request/context';
import { unstable_rethrow } from 'next/navigation';

const CLIENT_NAMESPACES = ['myAccount', 'validation', 'forms', 'codes'] as const;

/**
 * /m/myAccount/index (SPEC §2, §7 personal info and nickname, PROFPIC3): the member's details from row 73
 * (read-only here; the security centre edits them), registration age in whole days, the club label, the
 * nickname form and, while PROFPIC3 is on, the head icon (row 75) with its upload form. Trial sessions get
 * free_reject.
 */
export async function MyAccountScreen() {
  const [t, snapshot] = await Promise.all([getTranslations('myAccount'), currentSettings()]);
  const headIcons = whitelabelFlag(snapshot?.settings ?? null, 'PROFPIC3');
  // Row 75 (PROFPIC3) beside row 73; without the icon the upload form still works.
  const icon = headIcons ? askPlatform(headIcon, {}).catch(orFallback(null)) : Promise.resolve(null);
  let profile: MemberProfile;
  try {
    profile = await askPlatform(memberProfile, {});
  } catch (error) {
    unstable_rethrow(error);
    return (
      <main className={styles.screen} data-screen="/m/myAccount/index">
        <p role="alert" className={styles.state}>
          {(await refusalFor(error)).text}
        </p>
        <a href="/m/myAccount/index" className={styles.button}>
          {t('retry')}
        </a>
      </main>
    );
  }
  const notSet = t('notSet');
  const rows: Array<[string, string]> = [
    [t('account'), profile.account],
    [t('email'), profile.email || notSet],
    [t('mobile'), profile.mobileNum || notSet],
    [t('payeeName'), profile.payeeName || notSet],
    [t('birthday'), profile.birthday || notSet],
    [t('registered'), t('days', { days: registrationDays(profile.regDate, requestNow()) })],
    [t('vip'), profile.labelName ?? t('noVip')],
  ];
  const iconUrl = (await icon)?.url ?? null;
  return (
    <main className={styles.screen} data-screen="/m/myAccount/index">
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        {headIcons && (
          <section className={styles.card} aria-labelledby="head-icon-title">
            <h2 id="head-icon-title">{t('headIcon')}</h2>
            <HeadIconForm url={iconUrl} />
          </section>
        )}
        <section className={styles.card} aria-labelledby="details-title">
          <h2 id="details-title">{t('details')}</h2>
          <dl className={styles.details} data-testid="account-details">
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <a href="/m/securityCenter" className={styles.link}>
            {t('editInSecurity')}
          </a>
        </section>
        <section className={styles.card} aria-labelledby="nickname-title">
          <h2 id="nickname-title">{t('nicknameTitle')}</h2>
          <NicknameForm nickname={profile.nickname} />
        </section>
      </ClientMessages>
    </main>
  );
}
