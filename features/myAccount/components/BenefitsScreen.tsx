import { getTranslations } from 'next-intl/server';
import { nextClubLevel } from '@/features/member/logic/nextClubLevel';
import { memberClub } from '@/lib/platform/calls';
import { askPlatform, moneyFormat } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import styles from './Account.module.css';

/**
 * /m/member/benefits (SPEC §7 club benefit, MEMCLUB3): the member's level by its labelName, the
 * progress towards the next one, and every level with its benefits (row 77). Flag off: unavailable.
 */
export async function BenefitsScreen() {
  const money = await moneyFormat();
  const [t, loaded] = await Promise.all([
    getTranslations('benefits'),
    flaggedLoad('MEMCLUB3', async () => askPlatform(memberClub, {})),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen="/m/member/benefits" message={t('unavailable')} />;
  if ('failure' in loaded) return <FeatureFailed screen="/m/member/benefits" failure={loaded.failure} />;
  const club = loaded.value;
  const next = nextClubLevel(club);
  return (
    <main className={styles.screen} data-screen="/m/member/benefits">
      <section className={styles.card} aria-labelledby="club-current">
        <h2 id="club-current" data-testid="club-current">
          {club.current ? t('current', { label: club.current.labelName }) : t('noLevel')}
        </h2>
        {next ? (
          <>
            <p>{t('nextLevel', { label: next.labelName })}</p>
            {(['deposit', 'turnover'] as const).map((figure) => {
              const required = figure === 'deposit' ? next.depositRequired : next.turnoverRequired;
              const done = Math.min(club.progress[figure], required);
              return (
                <div key={figure}>
                  <label htmlFor={`progress-${figure}`}>
                    {t(figure, { done: money(club.progress[figure]), required: money(required) })}
                  </label>
                  <progress id={`progress-${figure}`} className={styles.progress} max={required || 1} value={required ? done : 1} />
                </div>
              );
            })}
          </>
        ) : (
          <p>{t('topLevel')}</p>
        )}
      </section>
      <section aria-labelledby="club-levels" className={styles.stack}>
        <h2 id="club-levels">{t('levels')}</h2>
        {club.levels.map((level) => (
          <section
            key={level.level}
            className={styles.card}
            aria-labelledby={`level-${level.level}`}
            aria-current={club.current?.level === level.level ? 'true' : undefined}
            data-testid="club-level"
          >
            <h3 id={`level-${level.level}`}>
              {level.labelName}
              {club.current?.level === level.level && ` · ${t('yours')}`}
            </h3>
            <dl className={styles.details}>
              <dt>{t('requires')}</dt>
              <dd>{t('requirement', { deposit: money(level.depositRequired), turnover: money(level.turnoverRequired) })}</dd>
              <dt>{t('upgradeBonus')}</dt>
              <dd>{money(level.benefits.upgradeBonus)}</dd>
              <dt>{t('birthdayBonus')}</dt>
              <dd>{money(level.benefits.birthdayBonus)}</dd>
              <dt>{t('monthlyBonus')}</dt>
              <dd>{money(level.benefits.monthlyBonus)}</dd>
              <dt>{t('rebateRate')}</dt>
              <dd>{level.benefits.rebateRate}</dd>
              <dt>{t('dailyWithdrawals')}</dt>
              <dd>{level.benefits.dailyWithdrawals}</dd>
            </dl>
          </section>
        ))}
      </section>
    </main>
  );
}
