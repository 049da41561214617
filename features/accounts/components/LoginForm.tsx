'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { freePlayAction, loginAction } from '@/features/accounts/actions/login';
import { CaptchaField } from '@/components/forms/CaptchaField';
import { Field } from '@/components/forms/Field';
import { SmsCodeField } from '@/components/forms/SmsCodeField';
import { MobileField, type Country } from '@/components/forms/MobileField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { PasswordField } from '@/components/forms/PasswordField';
import { SmsCodeButton } from '@/components/forms/SmsCodeButton';
import styles from '@/components/forms/forms.module.css';
import own from './LoginForm.module.css';
import { loginSchemaFor, smsRequestSchema, type LoginMethod } from '@/features/accounts/logic/loginSchema';
import { useSmsCode } from '@/features/accounts/logic/requestSmsCode';
import { initialFormState } from '@/lib/forms/formState';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { useKeptAcrossLanguageSwitch } from '@/lib/forms/useKeptAcrossLanguageSwitch';
import { displayModeStandalone, iosStandalone, useBrowserValue } from '@/lib/browser/useBrowserValue';
import type { RememberedView } from '@/lib/session/rememberedLogin';

export interface LoginFormProps {
  scope: 'member' | 'agent';
  method: LoginMethod;
  countries: Country[];
  remembered: RememberedView | null;
  returnTo: string | null;
  showRegister: boolean;
}

/** What a language switch keeps of the form, never the password or a code. */
const KEPT_FIELDS = ['username', 'mobileNum'];

/** SPEC §2 login form: works as a plain POST before hydration, checks the shared schema before sending after. */
export function LoginForm({ scope, method, countries, remembered, returnTo, showRegister }: LoginFormProps) {
  const t = useTranslations('login');
  const tToast = useTranslations('toast');
  const errorText = useErrorText();
  const rememberedHere = remembered && remembered.type === method ? remembered : null;
  const [useRemembered, setUseRemembered] = useState(Boolean(rememberedHere && method === 'username'));
  const [captcha, setCaptcha] = useState(false);
  const schema = loginSchemaFor(method, { captcha, remembered: useRemembered });
  const { state, errors, pending, formProps } = useValidatedForm(loginAction, schema, initialFormState);
  // SPEC §9 'please wait' while the platform answers, beside the dimmed button.
  useLoadingToast(pending, tToast('pleaseWait'), toastDurations.loadingBrief);
  // The tab is in the address, which the language switch keeps; the name or number typed is kept with it.
  useKeptAcrossLanguageSwitch('login.draft', KEPT_FIELDS);
  const { smsErrors, sendCode } = useSmsCode(formProps.ref, smsRequestSchema, '/wps/verification/sms/noLogin', {
    sending: t('smsSending'), sent: t('smsSent'), failed: t('smsFailed'),
  });
  const standalone = useBrowserValue(() => displayModeStandalone() || iosStandalone(), false);

  // The answer says whether a captcha is asked; the schema above follows it from the next render on.
  const askedCaptcha = Boolean(state.extra.captcha);
  if (askedCaptcha !== captcha) setCaptcha(askedCaptcha);

  const value = (name: string, fallback?: string) => state.values[name] ?? fallback;
  // SPEC §6: an agent account refused at the member login (NON_MEMBER) is offered the agent login, and back.
  const returnQuery = returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : '';
  const otherLogin =
    state.extra.code === 'NON_MEMBER'
      ? { href: `/m/agentLogin${returnQuery}`, text: t('agentInstead') }
      : state.extra.code === 'NON_AGENT'
        ? { href: `/m/login${returnQuery}`, text: t('memberInstead') }
        : null;
  const shownError = (name: string) => errorText(errors[name] ?? smsErrors[name]);

  return (
    <>
      <form
        {...formProps}
        className={styles.form}
        aria-label={t('submit')}
      >
        <input type="hidden" name="scope" value={scope} />
        <input type="hidden" name="method" value={method} />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        {standalone && <input type="hidden" name="standalone" value="1" />}
        {useRemembered && <input type="hidden" name="useRemembered" value="1" />}

        {method === 'username' ? (
          <>
            <Field
              name="username"
              label={t('username')}
              autoComplete="username"
              autoCapitalize="off"
              maxLength={20}
              defaultValue={value('username', rememberedHere?.username)}
              error={shownError('username')}
            />
            <PasswordField
              name="password"
              label={t('password')}
              autoComplete="current-password"
              maxLength={20}
              // Said once, in the empty field; it goes as soon as the player types a password of their own.
              placeholder={useRemembered ? t('passwordRemembered') : undefined}
              onInput={() => setUseRemembered(false)}
              error={shownError('password')}
            />
            {captcha && state.extra.captcha && (
              <CaptchaField image={state.extra.captcha} label={t('captcha')} hint={t('captchaHint')} error={shownError('captcha')} />
            )}
          </>
        ) : (
          <>
            <MobileField
              label={t('mobileNum')}
              codeLabel={t('countryCode')}
              countries={countries}
              dialingCode={value('countryDialingCode', rememberedHere?.countryDialingCode)}
              defaultValue={value('mobileNum', rememberedHere?.username)}
              error={shownError('mobileNum') ?? shownError('countryDialingCode')}
            />
            <SmsCodeField
              name="messageCode"
              label={t('messageCode')}
              error={shownError('messageCode')}
              addon={<SmsCodeButton request={sendCode} />}
            />
          </>
        )}

        {/* An SMS code is used once: there is no password to remember on that tab. */}
        {method === 'username' && (
          <label className={styles.check}>
            <input type="checkbox" name="remember" defaultChecked={Boolean(rememberedHere)} />
            {t('rememberPassword')}
          </label>
        )}
        <button type="submit" className={styles.submit} disabled={pending}>
          {t('submit')}
        </button>
        <div className={styles.links}>
          {showRegister ? <a href="/m/register">{t('register')}</a> : <span />}
          <a href="/m/forget">{t('forgot')}</a>
        </div>
      </form>
      <NoticeDialog message={state.notice} seq={state.seq}>
        {otherLogin && (
          <p>
            <a href={otherLogin.href} className={own.otherLogin}>
              {otherLogin.text}
            </a>
          </p>
        )}
      </NoticeDialog>
    </>
  );
}

/** SPEC §2 free play / test play. */
export function FreePlayButton() {
  const t = useTranslations('login');
  const [state, action, pending] = useActionState(freePlayAction, initialFormState);
  return (
    <form action={action}>
      <button type="submit" className={`${styles.secondary} ${styles.wide}`} disabled={pending}>
        {t('freePlay')}
      </button>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </form>
  );
}
