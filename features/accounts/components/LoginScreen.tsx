import { getTranslations } from 'next-intl/server';
import { enabledProviders } from '@/features/accounts/logic/socialFlow';
import { ClientMessages } from '@/components/ClientMessages';
import { AccountLogo } from './AccountLogo';
import styles from '@/components/forms/forms.module.css';
import { countries } from '@/lib/platform/calls';
import { EXPIRED_PARAM, safeReturnPath } from '@/lib/routes/returnPath';
import { readRemembered } from '@/lib/session/rememberedLogin';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { FreePlayButton, LoginForm } from './LoginForm';
import { LanguageSelector } from '@/components/shell/LanguageSelector';
import { SocialButtons } from './SocialButtons';
import own from './LoginForm.module.css';
import screen from './AccountScreen.module.css';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, currentSettings } from '@/lib/request/context';

const CLIENT_NAMESPACES = ['login', 'forms', 'validation', 'toast', 'dialog', 'errorPage'] as const;

/** SPEC §2 login screen, for members (/m/login) and agents (/m/agentLogin). */
export async function LoginScreen({
  scope,
  searchParams,
}: {
  scope: 'member' | 'agent';
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const [t, errors, snapshot, remembered] = await Promise.all([
    getTranslations('login'),
    getTranslations('errors'),
    currentSettings(),
    readRemembered(),
  ]);
  const settings = snapshot?.settings ?? null;
  const smsEnabled = whitelabelFlag(settings, 'MOBILEVERCODELOGIN3');
  const method = smsEnabled && searchParams.method === 'sms' ? 'sms' : 'username';
  const countryList = method === 'sms' ? await askPlatform(countries, {}).catch(orFallback([])) : [];
  const returnTo = safeReturnPath(typeof searchParams.redirect === 'string' ? searchParams.redirect : null);
  // SPEC §2: the Facebook and Google buttons are for members, on the username tab only.
  const socialProviders = scope === 'member' && method === 'username' ? enabledProviders(settings).map((entry) => entry.provider) : [];
  const base = scope === 'agent' ? '/m/agentLogin' : '/m/login';
  const tabHref = (tab: string) => {
    const query = new URLSearchParams(returnTo ? { redirect: returnTo } : {});
    if (tab === 'sms') query.set('method', 'sms');
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  const returnQuery = returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : '';
  // Each login links to the other, keeping the way back: the agent login is reached from the member one.
  const otherLogin = scope === 'member'
    ? { href: `/m/agentLogin${returnQuery}`, text: t('agentLogin') }
    : { href: `/m/login${returnQuery}`, text: t('memberLogin') };

  return (
    <main className={screen.screen}>
      <div className={screen.language}>
        <LanguageSelector returnTo={tabHref(method)} />
      </div>
      <a href="/m/home" className={screen.close} aria-label={t('close')}>
        ×
      </a>
      <AccountLogo className={screen.logo} />
      <h1 className={screen.title}>{scope === 'agent' ? t('agentTitle') : t('memberTitle')}</h1>
      {searchParams[EXPIRED_PARAM] === '1' && (
        <p className={screen.expired} role="status" data-testid="session-expired">
          {errors('session')}
        </p>
      )}
      {smsEnabled && (
        <nav className={styles.tabs} aria-label={t('method')}>
          <a href={tabHref('username')} aria-current={method === 'username' ? 'page' : undefined}>
            {t('usernameTab')}
          </a>
          <a href={tabHref('sms')} aria-current={method === 'sms' ? 'page' : undefined}>
            {t('smsTab')}
          </a>
        </nav>
      )}
      <ClientMessages namespaces={CLIENT_NAMESPACES}>
        <LoginForm
          scope={scope}
          method={method}
          countries={countryList}
          remembered={remembered ? { type: remembered.type, username: remembered.username, countryDialingCode: remembered.countryDialingCode } : null}
          returnTo={returnTo}
          showRegister={scope === 'member'}
        />
        {socialProviders.length > 0 && <SocialButtons providers={socialProviders} returnTo={returnTo} />}
        {scope === 'member' && (settings?.trialFlag ?? 0) !== 0 && (
          <>
            <p className={screen.or}>{t('or')}</p>
            <FreePlayButton />
          </>
        )}
      </ClientMessages>
      <a href={otherLogin.href} className={own.agentLink}>
        {otherLogin.text}
      </a>
    </main>
  );
}
