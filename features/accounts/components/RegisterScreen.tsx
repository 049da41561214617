import { getTranslations } from 'next-intl/server';
import { enabledProviders } from '@/features/accounts/logic/socialFlow';
import { registerFields } from '@/features/accounts/logic/registerFields';
import { ClientMessages } from '@/components/ClientMessages';
import { BannerStrip } from '@/components/banners/BannerStrip';
import { LanguageSelector } from '@/components/shell/LanguageSelector';
import { AccountLogo } from './AccountLogo';
import type { Country } from '@/components/forms/MobileField';
import { registerMethods, type RegisterMethod } from '@/features/accounts/logic/registerSchema';
import { announcements, countries } from '@/lib/platform/calls';
import { visitorCaptcha } from '@/features/accounts/logic/visitorCaptcha';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { RegisterForm } from './RegisterForm';
import { SocialButtons } from './SocialButtons';
import screen from './AccountScreen.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSettings } from '@/lib/request/context';

const CLIENT_NAMESPACES = ['register', 'forms', 'validation', 'toast', 'dialog'] as const;

/** SPEC §2 register screen (/m/register, /register.html, /m/register.html): painted on the server. */
export async function RegisterScreen({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  const [t, snapshot] = await Promise.all([getTranslations('register'), currentSettings()]);
  const settings = snapshot?.settings ?? null;
  const { available, defaultMethod } = registerMethods({
    username: whitelabelFlag(settings, 'USERNAMEREG3'),
    mobile: whitelabelFlag(settings, 'MOBILENUMREG3'),
  });
  const asked = available.find((method) => method === searchParams.method);
  const method: RegisterMethod | null = asked ?? defaultMethod;
  const register = settings?.register ?? {};
  // SPEC §2 invite friends: the member centre shares /m/register?affiliateCode=<code>.
  const affiliateCode = typeof searchParams.affiliateCode === 'string' ? searchParams.affiliateCode.trim().slice(0, 32) : '';
  const defaultDialingCode = typeof register.countryDialingCode === 'string' ? register.countryDialingCode : '84';

  const [fields, image, countryList, groups] = await Promise.all([
    method ? registerFields().catch(orFallback(null)) : Promise.resolve(null),
    available.includes('username') ? visitorCaptcha() : Promise.resolve(null),
    askPlatform(countries, {}).catch(orFallback<Country[]>([])),
    askPlatform(announcements, { types: 'B', groupName: 'm_reg' }).catch(orFallback(null)),
  ]);
  // SPEC §2 register: the two identity providers' buttons while their flags are on, as on the login.
  const socialProviders = enabledProviders(settings).map((entry) => entry.provider);
  const here = new URLSearchParams();
  if (asked) here.set('method', asked);
  if (affiliateCode) here.set('affiliateCode', affiliateCode);
  const returnTo = here.size > 0 ? `/m/register?${here}` : '/m/register';
  const dialingCodes: Country[] = countryList.length > 0 ? countryList : [{ code: '', name: '', dialingCode: defaultDialingCode }];

  return (
    <main className={`${screen.screen} ${screen.clearTop}`}>
      <div className={screen.language}>
        <LanguageSelector returnTo={returnTo} />
      </div>
      <a href="/m/home" className={screen.close} aria-label={t('close')}>
        ×
      </a>
      {groups && groups.banners.length > 0 && (
        <BannerStrip banners={groups.banners} settings={settings} label={t('banners')} />
      )}
      <AccountLogo className={screen.logo} />
      <h1 className={screen.title}>{t('title')}</h1>
      {!method ? (
        <p role="status">{t('unavailable')}</p>
      ) : !fields ? (
        <p role="status">{t('settingsUnavailable')}</p>
      ) : (
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <RegisterForm
            methods={available}
            initialMethod={method}
            fields={fields}
            captcha={image}
            countries={dialingCodes}
            dialingCode={defaultDialingCode}
            smsVerification={whitelabelFlag(settings, 'REGMOBVERF3')}
            agreementDefault={register.agreement !== false}
            prefill={affiliateCode ? { affiliateCode } : {}}
          />
        </ClientMessages>
      )}
      {method && socialProviders.length > 0 && <SocialButtons providers={socialProviders} returnTo={null} purpose="register" />}
    </main>
  );
}
