import { getTranslations } from 'next-intl/server';
import { redirect, RedirectType } from 'next/navigation';
import { ClientMessages } from '@/components/ClientMessages';
import { CONTRACT_CALLS } from '@/features/contracts/logic/contractCalls';
import { contractPath, type ContractResult } from '@/features/contracts/logic/contractResult';
import { checksContracts, type ContractKind } from '@/features/contracts/logic/contractCheck';
import type { ContractOffer } from '@/lib/platform/schemas';
import { askPlatform, currentSession, dateFormat } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { ContractAnswerForm } from './ContractAnswerForm';
import { ContractTiers } from './ContractTiers';
import styles from './ContractScreen.module.css';

const CLIENT_NAMESPACES = ['contracts.accept', 'contracts.decline', 'contracts.confirm', 'forms'] as const;

/**
 * SPEC §2 contract review screens: the pending offer of one kind (rows 44, 46, 48) with its terms, and Accept
 * and Decline as one plain form posting to a server action (rows 45, 47, 49), confirmed first in the dialog once
 * scripts run. The answer comes back as a result message on the same screen, which then has nothing pending.
 */
export async function ContractScreen({ kind, result }: { kind: ContractKind; result: ContractResult | null }) {
  // The proxy already sends these away (route table 'dividend' access); the page does not rely on it.
  const session = await currentSession();
  if (!session) redirect(loginPathFor(contractPath(kind)), RedirectType.replace);
  if (!checksContracts(session.type)) redirect('/m/home', RedirectType.replace);
  const [t, format] = await Promise.all([getTranslations('contracts'), dateFormat()]);
  const loaded = await askPlatform(CONTRACT_CALLS[kind].read, {}).then(
    (offer): { offer: ContractOffer } => ({ offer }),
    () => null,
  );

  return (
    <main className={styles.screen}>
      {result && (
        <p className={result === 'failed' ? styles.failed : styles.done} role={result === 'failed' ? 'alert' : 'status'}>
          {t(`result.${result}`)}
        </p>
      )}
      {!loaded ? (
        <p className={styles.failed} role="status">
          {t('unavailable')}
        </p>
      ) : !loaded.offer ? (
        <section className={styles.empty} aria-labelledby="contract-empty">
          <h2 id="contract-empty">{t('empty.title')}</h2>
          <p>{t(`empty.${kind}`)}</p>
          <a href="/m/agent/home" className={styles.link}>
            {t('backToAgent')}
          </a>
        </section>
      ) : (
        <section className={styles.offer} aria-labelledby="contract-offer">
          <h2 id="contract-offer">{t(`heading.${kind}`)}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('period')}</dt>
              <dd>{textOr(t, `periods.${loaded.offer.period}`, loaded.offer.period)}</dd>
            </div>
            <div>
              <dt>{t('offeredBy')}</dt>
              <dd>{loaded.offer.offeredBy}</dd>
            </div>
            {loaded.offer.createTime !== null && (
              <div>
                <dt>{t('createTime')}</dt>
                <dd>{format.date(loaded.offer.createTime, 'dayMinute')}</dd>
              </div>
            )}
          </dl>
          <ContractTiers kind={kind} tiers={loaded.offer.tiers} />
          <ClientMessages namespaces={CLIENT_NAMESPACES}>
            <ContractAnswerForm kind={kind} />
          </ClientMessages>
        </section>
      )}
    </main>
  );
}
