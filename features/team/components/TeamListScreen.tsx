import { getLocale, getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/shell/LoadFailure';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { bidiIsolate } from '@/lib/i18n/bidi';
import { downlineList } from '@/lib/platform/calls';
import { askPlatform, dateFormat, moneyFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { TEAM_SCREEN as SCREEN, teamHref, type TeamListQuery } from '@/features/team/logic/teamListQuery';
import forms from '@/components/forms/forms.module.css';
import styles from './Team.module.css';

/**
 * /m/member/team (DOWNMAN, row 93): one level of the agent's downline (an agent row drills into its own
 * level, the breadcrumb leads back up) or a search by account over the team, 26 a page.
 */
export async function TeamListScreen({ query }: { query: TeamListQuery }) {
  const money = await moneyFormat();
  const [t, format, isolate, loaded] = await Promise.all([
    getTranslations('team'),
    dateFormat(),
    getLocale().then(bidiIsolate),
    flaggedLoad('DOWNMAN', async () =>
      askPlatform(downlineList, { parent: query.parent, account: query.account, pageNo: query.page }),
    ),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <form className={styles.card} method="get" action={SCREEN} role="search" aria-label={t('searchForm')}>
        {query.parent && <input type="hidden" name="parent" value={query.parent} />}
        <div className={forms.inline}>
          <label>
            {t('searchAccount')}
            <input className={forms.box} type="search" name="account" defaultValue={query.account} autoComplete="off" maxLength={32} />
          </label>
          <button className={forms.submit} type="submit">
            {t('search')}
          </button>
        </div>
      </form>
      {'failure' in loaded ? (
        <LoadFailure failure={loaded.failure} />
      ) : (
        <>
          <nav aria-label={t('breadcrumb')}>
            <ol className={styles.crumbs} data-testid="team-breadcrumb">
              {loaded.value.path.map((userName, index) => (
                <li key={userName}>
                  {index === loaded.value.path.length - 1 && !query.account ? (
                    <bdi aria-current="page">{userName}</bdi>
                  ) : (
                    <a href={teamHref({ parent: index === 0 ? '' : userName })}><bdi>{userName}</bdi></a>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {loaded.value.content.length === 0 ? (
            <p className={styles.muted}>{t('empty')}</p>
          ) : (
            <ul className={styles.list} data-testid="team-list">
              {loaded.value.content.map((member) => (
                <li key={member.userName} className={styles.member} data-testid="team-member" data-account={member.userName}>
                  <p>
                    <strong><bdi>{member.userName}</bdi></strong> · {t(member.type === 0 ? 'type.member' : 'type.agent')}{' '}
                    <span className={member.online ? styles.online : styles.offline}>{t(member.online ? 'online' : 'offline')}</span>
                  </p>
                  <p>{t('balance', { balance: money(member.balance) })}</p>
                  <p className={styles.muted}>
                    {/* The list is newest registrations first (row 93): the date shows why. */}
                    {t('registered', { date: format.date(member.regDate, 'day') })}
                    <br />
                    {t('lastLogin', {
                      time: member.lastLoginTime ? format.date(member.lastLoginTime, 'dayMinute') : t('never'),
                    })}
                  </p>
                  {member.type !== 0 && (
                    <a className={styles.drill} href={teamHref({ parent: member.userName })}>{t('drill', { account: isolate(member.userName), count: member.downlineCount })}</a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {loaded.value.totalPages > 1 && (
            <nav aria-label={t('pages')}>
              <ul className={styles.pager}>
                {Array.from({ length: loaded.value.totalPages }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    <a href={teamHref({ ...query, page })} aria-current={page === loaded.value.pageNum ? 'page' : undefined}>
                      {page}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
