import { getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/shell/LoadFailure';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { newIdempotencyKey } from '@/lib/forms/newIdempotencyKey';
import { downlineList } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import { OpenAccountForm } from './OpenAccountForm';
import styles from './Team.module.css';

const SCREEN = '/m/agentRegister';
const CLIENT_NAMESPACES = ['team', 'forms'] as const;

/** /m/agentRegister (DOWNMAN): opens a member or agent account; row 93 tells the agent's own rebate. */
export async function OpenAccountScreen() {
  const [t, loaded] = await Promise.all([
    getTranslations('team'),
    flaggedLoad('DOWNMAN', async () => askPlatform(downlineList, { parent: '', account: '', pageNo: 1 })),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      {'failure' in loaded ? (
        <LoadFailure failure={loaded.failure} />
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <OpenAccountForm maxRebate={loaded.value.ownRebateRate} idempotencyKey={newIdempotencyKey()} />
        </ClientMessages>
      )}
    </main>
  );
}
