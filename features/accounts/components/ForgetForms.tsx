'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { forgetByEmailAction, forgetByPhoneAction } from '@/features/accounts/actions/forget';
import { Field } from '@/components/forms/Field';
import { SmsCodeField } from '@/components/forms/SmsCodeField';
import { MobileField, type Country } from '@/components/forms/MobileField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { PasswordField } from '@/components/forms/PasswordField';
import { SmsCodeButton } from '@/components/forms/SmsCodeButton';
import styles from '@/components/forms/forms.module.css';
import { EMAIL_MAX, forgetEmailSchema, forgetPhoneSchemaFor, forgetSmsSchemaFor } from '@/features/accounts/logic/forgetSchema';
import { useSmsCode } from '@/features/accounts/logic/requestSmsCode';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { toast } from '@/lib/toast/toastStore';
import { toastDurations } from '@/lib/toast/toastDurations';
import { fieldErrorsOf, formObject, initialFormState } from '@/lib/forms/formState';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { useNewAnswer } from '@/lib/forms/useNewAnswer';
import { useKeptAcrossLanguageSwitch } from '@/lib/forms/useKeptAcrossLanguageSwitch';
import local from './ForgetForms.module.css';

type Method = 'email' | 'phone';

/** What a language switch keeps: the chosen form and what was typed, never a secret. */
const KEPT_FIELDS = ['username', 'email', 'mobileNum'];
const METHODS: readonly Method[] = ['email', 'phone'];

/**
 * SPEC §2 forgot password: the email form, and the phone form behind a phone/email toggle that is shown only
 * when the password-change phone verification setting (whitelabel MOBILENUMPASSREG3) is on.
 */
export function ForgetForms({ phoneEnabled, countries, mobileMin }: { phoneEnabled: boolean; countries: Country[]; mobileMin: number }) {
  const t = useTranslations('forget');
  const [method, setMethod] = useState<Method>('email');
  const shown: Method = phoneEnabled ? method : 'email';
  useKeptAcrossLanguageSwitch('forget.draft', KEPT_FIELDS, { shown, choose: setMethod, known: METHODS });
  return (
    <>
      {phoneEnabled && (
        <div className={`${styles.tabs} ${local.toggle}`} role="group" aria-label={t('method')}>
          {(['email', 'phone'] as const).map((choice) => (
            <button key={choice} type="button" aria-pressed={shown === choice} onClick={() => setMethod(choice)}>
              {choice === 'email' ? t('byEmail') : t('byPhone')}
            </button>
          ))}
        </div>
      )}
      {shown === 'email' ? <EmailForm /> : <PhoneForm countries={countries} mobileMin={mobileMin} />}
    </>
  );
}

/** SPEC §4: on success the message in_been_out for 1 s, then back to /m/login. */
function EmailForm() {
  const t = useTranslations('forget');
  const codes = useTranslations('codes');
  const errorText = useErrorText();
  const { state, errors, pending, formProps } = useValidatedForm(forgetByEmailAction, forgetEmailSchema, initialFormState);
  useLoadingToast(pending, t('pleaseWait'));

  const sent = state.extra.sent === true;
  const sentText = codes('in_been_out');
  useEffect(() => {
    if (!sent) return;
    toast.show('success', sentText, toastDurations.success);
    const timer = setTimeout(() => window.location.assign('/m/login'), toastDurations.success);
    return () => clearTimeout(timer);
  }, [sent, state.seq, sentText]);

  return (
    <>
      <p className={local.intro}>{t('emailIntro')}</p>
      <form {...formProps} className={styles.form} aria-label={t('submitEmail')}>
        <Field
          name="username"
          label={t('username')}
          autoComplete="username"
          autoCapitalize="off"
          maxLength={20}
          defaultValue={state.values.username}
          error={errorText(errors.username)}
        />
        <Field
          name="email"
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          maxLength={EMAIL_MAX}
          defaultValue={state.values.email}
          error={errorText(errors.email)}
        />
        <button type="submit" className={styles.submit} disabled={pending || sent}>
          {t('submitEmail')}
        </button>
        <ForgetLinks />
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}

/**
 * SPEC §2 phone form: the code field is disabled until a code was sent; the confirm button stays disabled until
 * the form was touched and the shared schema finds no error. Errors show under a field once it was left.
 */
function PhoneForm({ countries, mobileMin }: { countries: Country[]; mobileMin: number }) {
  const t = useTranslations('forget');
  const errorText = useErrorText();
  const schema = forgetPhoneSchemaFor(mobileMin);
  const { state, errors, pending, formProps } = useValidatedForm(forgetByPhoneAction, schema, initialFormState);
  useLoadingToast(pending, t('pleaseWait'));
  const [codeSent, setCodeSent] = useState(false);
  /** The form was edited (the confirm button waits for it). */
  const [dirty, setDirty] = useState(false);
  /** Fields the player left: their live errors show. */
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [live, setLive] = useState<{ valid: boolean; errors: Record<string, string> }>({ valid: false, errors: {} });
  const { smsErrors, setSmsErrors, sendCode } = useSmsCode(
    formProps.ref,
    forgetSmsSchemaFor(mobileMin),
    '/wps/member/password/sms',
    { sending: t('smsSending'), sent: t('smsSent'), failed: t('smsFailed') },
    () => {
      setCodeSent(true);
      // The field is enabled on the next render; then the player types the code there.
      requestAnimationFrame(() =>
        formProps.ref.current?.querySelector<HTMLInputElement>('[name="verificationCode"]')?.focus(),
      );
    },
  );
  const revalidate = () => {
    const form = formProps.ref.current;
    if (!form) return;
    const parsed = schema.safeParse(formObject(new FormData(form)));
    setLive({ valid: parsed.success, errors: parsed.success ? {} : fieldErrorsOf(parsed.error) });
  };
  // Checked again when an answer or a sent code changes the form, with the rules of that render. The fields are
  // uncontrolled, so their validity can only be read from the DOM once React has changed it: in an effect.
  const revalidateAfterChange = useEffectEvent(revalidate);

  // SPEC §8: a refusal clears the password field ('modify.new.old.same') or the code field (any other error).
  useEffect(() => {
    const cleared = state.extra.clear;
    const input = cleared ? formProps.ref.current?.querySelector<HTMLInputElement>(`[name="${cleared}"]`) : null;
    if (!input) return;
    input.value = '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the uncontrolled fields (see above)
    revalidateAfterChange();
  }, [state, formProps.ref]);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the uncontrolled fields (see above)
  useEffect(() => revalidateAfterChange(), [codeSent]);
  // The field a refusal emptied is not the player's mistake: it shows no error until it is left again.
  useNewAnswer(state, (answer) => {
    const cleared = answer.extra.clear;
    if (cleared) setLeft(({ [cleared]: _emptied, ...rest }) => rest);
  });

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    formProps.onInput(event);
    const name = (event.target as HTMLInputElement).name;
    setDirty(true);
    if (name === 'mobileNum') setSmsErrors({});
    revalidate();
  };
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && !left[name]) setLeft((all) => ({ ...all, [name]: true }));
  };

  /** Submit and server errors first; otherwise the live error of a field the player already touched. */
  const shownError = (name: string) => {
    const error = errors[name] ?? smsErrors[name] ?? (left[name] ? live.errors[name] : undefined);
    return errorText(error, name === 'mobileNum' ? { min: mobileMin } : undefined);
  };
  return (
    <>
      <p className={local.intro}>{t('phoneIntro')}</p>
      <form {...formProps} onInput={onInput} onBlur={onBlur} className={styles.form} aria-label={t('submitPhone')}>
        <MobileField
          label={t('mobileNum')}
          codeLabel={t('countryCode')}
          countries={countries}
          dialingCode={state.values.countryDialingCode}
          defaultValue={state.values.mobileNum}
          error={shownError('mobileNum') ?? shownError('countryDialingCode')}
        />
        <SmsCodeField
          name="verificationCode"
          label={t('verificationCode')}
          disabled={!codeSent}
          hint={codeSent ? undefined : t('codeHint')}
          defaultValue={state.values.verificationCode}
          error={codeSent ? shownError('verificationCode') : null}
          addon={<SmsCodeButton request={sendCode} />}
        />
        <PasswordField
          name="newPassword"
          label={t('newPassword')}
          autoComplete="new-password"
          maxLength={20}
          error={shownError('newPassword')}
        />
        <button type="submit" className={styles.submit} disabled={pending || !dirty || !live.valid}>
          {t('submitPhone')}
        </button>
        <ForgetLinks />
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}

/** Both forms end with the way back to login and to customer service. */
function ForgetLinks() {
  const t = useTranslations('forget');
  return (
    <div className={styles.links}>
      <a href="/m/login">{t('login')}</a>
      <a href="/m/service">{t('support')}</a>
    </div>
  );
}
