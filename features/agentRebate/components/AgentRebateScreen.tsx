import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { FeatureFailed } from '@/components/shell/FeatureFailed';
import { FeatureUnavailable } from '@/components/shell/FeatureUnavailable';
import { rebateSettings } from '@/lib/platform/calls';
import { askPlatform } from '@/lib/request/context';
import { flaggedLoad } from '@/lib/settings/flaggedLoad';
import forms from '@/components/forms/forms.module.css';
import { RebateSettingsForm } from './RebateSettingsForm';
import styles from './AgentRebate.module.css';

const SCREEN = '/m/member/agent/agentRebeat';
const CLIENT_NAMESPACES = ['agentRebate', 'games.categories', 'forms'] as const;

/**
 * /m/member/agent/agentRebeat (flag GAMSER; the route table lets only agents in): a direct downline
 * chosen with a GET form (so the choice is a link), its rates beside the agent's own (row 99), then the save form.
 */
export async function AgentRebateScreen({ userName }: { userName: string | undefined }) {
  const [t, loaded] = await Promise.all([
    getTranslations('agentRebate'),
    flaggedLoad('GAMSER', async () => askPlatform(rebateSettings, { userName })),
  ]);
  if ('unavailable' in loaded) return <FeatureUnavailable screen={SCREEN} message={t('unavailable')} />;
  if ('failure' in loaded) {
    return (
      <FeatureFailed screen={SCREEN} failure={loaded.failure}>
        <a href={SCREEN}>{t('chooseAgain')}</a>
      </FeatureFailed>
    );
  }
  const settings = loaded.value;
  if (!settings.userName || !settings.downline) {
    return (
      <main className={styles.screen} data-screen={SCREEN}>
        <p className={styles.notice}>{t('noDownlines')}</p>
      </main>
    );
  }
  return (
    <main className={styles.screen} data-screen={SCREEN}>
      <form method="get" action={SCREEN} className={styles.choose} aria-label={t('choose')}>
        <div className={forms.inline}>
          <label>
            {t('downline')}
            <select className={forms.box} name="userName" defaultValue={settings.userName}>
              {settings.downlines.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button className={forms.submit} type="submit">
            {t('show')}
          </button>
        </div>
      </form>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <RebateSettingsForm key={settings.userName} userName={settings.userName} categories={settings.categories} own={settings.own} rates={settings.downline} />
      </ClientMessages>
    </main>
  );
}
