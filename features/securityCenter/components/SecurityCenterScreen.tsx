import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { AddBankCardForm } from '@/features/wallet/components/AddBankCardForm';
import { zonedDay } from '@/lib/format/zonedClock';
import { bidiIsolate } from '@/lib/i18n/bidi';
import { bankList, securityInfo, securityQuestions } from '@/lib/platform/calls';
import { askPlatform, requestNow } from '@/lib/request/context';
import { latestBirthday } from '@/features/securityCenter/logic/securitySchema';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { BirthdayForm } from './BirthdayForm';
import { EmailForm } from './EmailForm';
import { PayeeNameForm } from './PayeeNameForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { SecurityQuestionForm } from './SecurityQuestionForm';
import styles from './SecurityCenter.module.css';

const CLIENT_NAMESPACES = ['security', 'withdraw', 'forms'] as const;

/** Rows 80, 82 and 57 at once. */
async function load() {
  const [info, questions, banks] = await Promise.all([
    askPlatform(securityInfo, {}),
    askPlatform(securityQuestions, {}),
    askPlatform(bankList, {}),
  ]);
  return { info, questions, banks };
}

/** One section: its heading (which names its form), whether it is set, then its content. */
async function Section({ id, title, isSet, children }: { id: string; title: string; isSet?: boolean; children: ReactNode }) {
  const t = await getTranslations('security');
  return (
    <section className={styles.section} aria-labelledby={id} data-section={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        {isSet !== undefined && (
          <span className={styles.badge} data-set={isSet ? 'true' : 'false'}>
            {isSet ? t('set') : t('notSet')}
          </span>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * /m/securityCenter (SPEC §2, §7 security settings; the route table keeps visitors out). A trial or
 * free-play session gets free_reject without a platform call (SPEC §6); SECPRIV off, or the platform saying so,
 * shows the screen as unavailable. Otherwise one section per setting, each its own form posting to a server action
 * (features/securityCenter/actions/securityCenter.ts), so each works before hydration; the first view comes from rows 80, 82 and 57.
 */
export async function SecurityCenterScreen() {
  const [t, loaded] = await Promise.all([getTranslations('security'), flaggedLoad('SECPRIV', load)]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen="/m/securityCenter" message={t('unavailable')} />;
  if ('failure' in loaded) return <FeatureFailed screen="/m/securityCenter" failure={loaded.failure} />;
  const { info, questions, banks } = loaded.value;
  const latest = latestBirthday(zonedDay(requestNow(), await getTimeZone()), info.minimumAge);
  const isolate = bidiIsolate(await getLocale());
  return (
    <main className={styles.screen} data-screen="/m/securityCenter">
      <Section id="security-login" title={t('loginPassword')}>
        <a href="/m/changePsw" className={styles.link}>
          {t('changeLoginPassword')}
        </a>
      </Section>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <Section id="security-payment" title={t('paymentPassword')} isSet={info.paymentPasswordSet}>
          <PaymentPasswordForm isSet={info.paymentPasswordSet} labelledBy="security-payment" />
        </Section>
        <Section id="security-cards" title={t('bankCards')} isSet={info.cards.length > 0}>
          <p className={styles.value}>{t('cardCount', { count: info.cards.length, max: info.maxCards })}</p>
          {info.cards.length > 0 && (
            <ul className={styles.cards}>
              {info.cards.map((card) => (
                <li key={card.id} data-testid="security-card">
                  <span>
                    {card.bankName} <bdi>{card.cardNoMasked}</bdi>
                  </span>
                  <small>{card.payeeName}</small>
                </li>
              ))}
            </ul>
          )}
          {info.cards.length < info.maxCards ? (
            <AddBankCardForm banks={banks} payeeName={info.payeeName} />
          ) : (
            <p className={styles.value}>{t('cardLimit')}</p>
          )}
        </Section>
        <Section id="security-question" title={t('securityQuestion')} isSet={info.securityQuestion !== null}>
          {info.securityQuestion && (
            <p className={styles.value}>{t('currentQuestion', { question: info.securityQuestion.question })}</p>
          )}
          <SecurityQuestionForm questions={questions} labelledBy="security-question" />
        </Section>
        <Section id="security-email" title={t('email')} isSet={info.emailSet}>
          {info.emailSet && <p className={styles.value}>{t('currentEmail', { email: isolate(info.email) })}</p>}
          <EmailForm labelledBy="security-email" />
        </Section>
        <Section id="security-payee" title={t('payeeName')} isSet={info.payeeName !== ''}>
          <PayeeNameForm payeeName={info.payeeName} labelledBy="security-payee" />
        </Section>
        <Section id="security-birthday" title={t('birthday')} isSet={info.birthday !== ''}>
          <BirthdayForm birthday={info.birthday} minimumAge={info.minimumAge} latest={latest} labelledBy="security-birthday" />
        </Section>
      </ClientMessages>
    </main>
  );
}
