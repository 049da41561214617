import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { mobileMinFrom } from '@/features/accounts/logic/forgetSchema';
import { countries, registerSettings } from '@/lib/platform/calls';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { LanguageSelector } from '@/components/shell/LanguageSelector';
import { ForgetForms } from './ForgetForms';
import { AccountLogo } from './AccountLogo';
import screen from './AccountScreen.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSettings } from '@/lib/request/context';

const CLIENT_NAMESPACES = ['forget', 'forms', 'validation', 'codes'] as const;

/**
 * SPEC §2 forgot password (/m/forget, no header: its own way back home). The phone form exists only while the
 * password-change phone verification setting is on: the consolidated settings' whitelabel flag MOBILENUMPASSREG3.
 */
export async function ForgetScreen() {
  const [t, snapshot] = await Promise.all([getTranslations('forget'), currentSettings()]);
  const phoneEnabled = whitelabelFlag(snapshot?.settings ?? null, 'MOBILENUMPASSREG3');
  const [countryList, fields] = phoneEnabled
    ? await Promise.all([
        askPlatform(countries, {}).catch(orFallback([])),
        askPlatform(registerSettings, {}).catch(orFallback([])),
      ])
    : [[], []];
  const mobileMin = mobileMinFrom(fields.find((field) => field.name === 'mobileNum')?.pattern);

  return (
    <main className={screen.screen}>
      <div className={screen.language}>
        <LanguageSelector returnTo="/m/forget" />
      </div>
      <a href="/m/home" className={screen.close} aria-label={t('back')}>
        ×
      </a>
      <AccountLogo className={screen.logo} />
      <h1 className={screen.title}>{t('title')}</h1>
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <ForgetForms phoneEnabled={phoneEnabled} countries={countryList} mobileMin={mobileMin} />
      </ClientMessages>
    </main>
  );
}
