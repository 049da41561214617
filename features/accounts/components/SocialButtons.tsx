import { getTranslations } from 'next-intl/server';
import type { SocialProvider } from '@/lib/platform/schemas';
import { RETURN_PARAM } from '@/lib/routes/returnPath';
import styles from './Social.module.css';

function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877f2" />
        <path fill="#fff" d="M13.4 24v-8.6h2.9l.4-3.4h-3.3V9.9c0-1 .3-1.6 1.7-1.6h1.8v-3a24 24 0 0 0-2.6-.1c-2.6 0-4.3 1.6-4.3 4.4V12H7.1v3.4H10V24z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 18 18" width="20" height="20" aria-hidden="true">
      <path fill="#ea4335" d="M9 3.48c1.69 0 2.83.73 3.48 1.34l2.54-2.48C13.46.89 11.43 0 9 0 5.48 0 2.44 2.02.96 4.96l2.91 2.26C4.6 5.05 6.62 3.48 9 3.48z" />
      <path fill="#4285f4" d="M17.64 9.2c0-.74-.06-1.28-.19-1.84H9v3.34h4.96c-.1.83-.64 2.08-1.84 2.92l2.84 2.2c1.7-1.57 2.68-3.88 2.68-6.62z" />
      <path fill="#fbbc05" d="M3.88 10.78A5.54 5.54 0 0 1 3.58 9c0-.62.11-1.22.29-1.78L.96 4.96A9 9 0 0 0 0 9c0 1.45.35 2.82.96 4.04l2.92-2.26z" />
      <path fill="#34a853" d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.84-2.2c-.76.53-1.78.9-3.12.9-2.38 0-4.4-1.57-5.12-3.74L.97 13.04C2.45 15.98 5.48 18 9 18z" />
    </svg>
  );
}

/**
 * SPEC §2 Facebook and Google buttons: plain links to the server route that starts the provider's sign-in,
 * so they work before (and without) any script. On the register screen they say "sign up": the platform opens a
 * member account for an identity it does not know yet (row 2, firebaseChannel), so one flow serves both.
 */
export async function SocialButtons({ providers, returnTo, purpose = 'login' }: {
  providers: SocialProvider[];
  returnTo: string | null;
  purpose?: 'login' | 'register';
}) {
  const t = await getTranslations();
  const query = returnTo ? `?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : '';
  return (
    <div className={styles.social}>
      <p className={styles.or}>{t('social.others')}</p>
      {providers.map((provider) => (
        <a key={provider} href={`/m/login/social/${provider}${query}`} className={styles.button} data-provider={provider}>
          <ProviderMark provider={provider} />
          {t(`${purpose}.${provider}`)}
        </a>
      ))}
    </div>
  );
}
