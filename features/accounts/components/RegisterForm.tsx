'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { registerAction } from '@/features/accounts/actions/register';
import { CaptchaField } from '@/components/forms/CaptchaField';
import { Field } from '@/components/forms/Field';
import { SmsCodeField } from '@/components/forms/SmsCodeField';
import { FieldRules } from '@/components/forms/FieldRules';
import { MobileField, type Country } from '@/components/forms/MobileField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { PasswordField } from '@/components/forms/PasswordField';
import { SmsCodeButton } from '@/components/forms/SmsCodeButton';
import styles from '@/components/forms/forms.module.css';
import {
  EXTRA_FIELDS, extraFieldsFor, fieldMaxLength, registerChannelOf, registerSchemaFor, registerSmsRequestSchema,
  type RegisterChannel, type RegisterFieldSetting, type RegisterMethod,
} from '@/features/accounts/logic/registerSchema';
import { patternRules, ruleState } from '@/features/accounts/logic/patternRules';
import { useSmsCode } from '@/features/accounts/logic/requestSmsCode';
import { toast } from '@/lib/toast/toastStore';
import { toastDurations } from '@/lib/toast/toastDurations';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';
import { useErrorText } from '@/lib/forms/useErrorText';
import { useValidatedForm } from '@/lib/forms/useValidatedForm';
import { useKeptAcrossLanguageSwitch } from '@/lib/forms/useKeptAcrossLanguageSwitch';
import { displayModeStandalone, iosStandalone, useBrowserValue, useScripted } from '@/lib/browser/useBrowserValue';
import { runtimeKeys } from '@/lib/i18n/runtimeKeys';
import own from './RegisterForm.module.css';

export interface RegisterFormProps {
  /** The enabled methods; the toggle shows only when there are two. */
  methods: RegisterMethod[];
  initialMethod: RegisterMethod;
  /** The platform's registration field settings (row 15). */
  fields: RegisterFieldSetting[];
  /** The first captcha image, fetched with the page (null when the platform did not give one). */
  captcha: string | null;
  countries: Country[];
  dialingCode: string;
  /** Flag REGMOBVERF3: mobile registration asks for an SMS code. */
  smsVerification: boolean;
  /** The agreement checkbox starts ticked unless the merchant says otherwise (SPEC §2: default true). */
  agreementDefault: boolean;
  /** Values the page arrived with (a shared referral link carries affiliateCode). */
  prefill: Record<string, string>;
}

/** Fields one method draws and the other does not: what was typed in them survives a switch. */
const CARRIED = ['username', 'mobileNum', 'countryDialingCode'] as const;

/** Placeholder until the player taps for a captcha when the page could not fetch one. */
const NO_CAPTCHA = '/images/placeholder.svg';

/** What a language switch keeps of the form: the method and what was typed, never a password or a code. */
const KEPT_FIELDS = ['username', ...EXTRA_FIELDS.filter((name) => name !== 'paymentPassword')];

/**
 * SPEC §2 register form: username or mobile registration, the platform's optional fields, captcha, two password
 * fields with show/hide, SMS code with countdown, agreement. Works as a plain POST before scripts run.
 */
export function RegisterForm({
  methods, initialMethod, fields, captcha, countries, dialingCode, smsVerification, agreementDefault, prefill,
}: RegisterFormProps) {
  const t = useTranslations('register');
  const tValidation = useTranslations('validation');
  const tToast = useTranslations('toast');
  const errorText = useErrorText();

  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  // What was typed before a method switch, for fields the other method draws afresh (username, mobile number).
  const [carried, setCarried] = useState<Record<string, string>>({});
  const hydrated = useScripted();
  const channel = useBrowserValue<RegisterChannel>(
    () => registerChannelOf({ iosStandalone: iosStandalone(), displayModeStandalone: displayModeStandalone() }),
    'H5',
  );
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // What is in each field now, so its rules turn met or unmet as the player types.
  const [typed, setTyped] = useState<Record<string, string>>({});

  // Before scripts run, a toggle button posts to the action, which answers the method in `extra`.
  const [stateMethod, setStateMethod] = useState<RegisterMethod | null>(null);
  const method = chosen ?? stateMethod ?? initialMethod;
  const askCode = method === 'mobileNum' && smsVerification;
  const schema = useMemo(() => registerSchemaFor(method, fields, { smsVerification: askCode }), [method, fields, askCode]);
  const { state, errors, pending, formProps } = useValidatedForm(registerAction, schema, initialFormState);
  // SPEC §9 'please wait' while the platform answers, beside the dimmed button.
  useLoadingToast(pending, tToast('pleaseWait'), toastDurations.loadingBrief);
  const { smsErrors, setSmsErrors, sendCode } = useSmsCode(formProps.ref, registerSmsRequestSchema(fields), '/wps/verification/sms/noLogin', {
    sending: tToast('smsSending'), sent: tToast('smsSent'), failed: t('smsFailed'),
  });
  const answeredMethod = methods.find((candidate) => candidate === state.extra.method) ?? null;
  const shownMethod = chosen ?? answeredMethod ?? initialMethod;
  if (answeredMethod !== stateMethod) setStateMethod(answeredMethod);
  useKeptAcrossLanguageSwitch('register.draft', KEPT_FIELDS, { shown: shownMethod, choose: setChosen, known: methods });

  const agreedInitially = state.seq > 0 ? state.values.agreement === 'on' : agreementDefault;
  const [agreed, setAgreed] = useState(agreedInitially);
  const registered = state.extra.registered === true;


  const welcomed = useRef(false);
  useEffect(() => {
    if (!registered || welcomed.current) return;
    welcomed.current = true;
    toast.show('success', tToast('registered'), toastDurations.success);
    // A whole page load, not the router's: home's frame (header, menus) is drawn for home, not kept from this screen.
    setTimeout(() => window.location.replace('/m/home'), toastDurations.success);
  }, [registered, tToast]);

  const value = (name: string) => carried[name] ?? state.values[name] ?? prefill[name];
  const shownError = (name: string) => errorText(errors[name] ?? smsErrors[name]);

  const switchTo = (next: RegisterMethod) => {
    const form = formProps.ref.current;
    if (form) {
      const typed: Record<string, string> = {};
      for (const name of CARRIED) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) typed[name] = field.value;
      }
      setCarried((before) => ({ ...before, ...typed }));
    }
    setSmsErrors({});
    setChosen(next);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    formProps.onInput(event);
    const target = event.target as HTMLInputElement;
    const name = target.name;
    if (name) setTyped((before) => ({ ...before, [name]: target.value }));
    if (name && smsErrors[name]) setSmsErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  // Row 15's pattern of the field, said as rules; passwords are never put back, so they start from nothing.
  const rulesOf = (name: string) => {
    const setting = fields.find((candidate) => candidate.name === name && candidate.enabled);
    const rules = patternRules(name, setting?.pattern);
    if (rules.length === 0) return undefined;
    const now = typed[name] ?? value(name) ?? '';
    return (
      <FieldRules
        id={`field-${name}-rules`}
        label={t('rules.label')}
        stateText={{ met: t('rules.met'), unmet: t('rules.unmet') }}
        rules={rules.map((rule) => ({ key: rule.key, text: t(`rules.${rule.key}`, rule.values ?? {}), state: ruleState(rule, now) }))}
      />
    );
  };

  const mobileField = (required: boolean) => (
    <MobileField
      key="mobileNum"
      label={required ? t('fields.mobileNum') : t('optional', { label: t('fields.mobileNum') })}
      codeLabel={t('countryCode')}
      countries={countries}
      dialingCode={value('countryDialingCode') ?? dialingCode}
      defaultValue={value('mobileNum')}
      error={shownError('mobileNum') ?? shownError('countryDialingCode')}
      rules={rulesOf('mobileNum')}
    />
  );

  const extraField = (setting: RegisterFieldSetting): ReactNode => {
    const name = setting.name;
    if (name === 'mobileNum') return mobileField(setting.required);
    const fieldLabel = runtimeKeys(t)(`fields.${name}`);
    const common = {
      name,
      label: setting.required ? fieldLabel : t('optional', { label: fieldLabel }),
      maxLength: fieldMaxLength(name, fields),
      error: shownError(name),
      rules: rulesOf(name),
    };
    if (name === 'paymentPassword') {
      return <PasswordField key={name} {...common} inputMode="numeric" autoComplete="off" />;
    }
    return (
      <Field
        key={name}
        {...common}
        type={name === 'email' ? 'email' : 'text'}
        inputMode={name === 'email' ? 'email' : undefined}
        autoComplete={name === 'email' ? 'email' : name === 'nickname' ? 'nickname' : name === 'payeeName' ? 'name' : 'off'}
        autoCapitalize={name === 'payeeName' || name === 'nickname' ? undefined : 'off'}
        defaultValue={value(name)}
      />
    );
  };

  const confirmError =
    errors.confirmPassword ?? (confirmation && confirmation !== password ? 'confirmMismatch' : undefined);
  const confirmHint = confirmation && confirmation === password ? tValidation('confirmCorrect') : undefined;

  return (
    <>
      <form {...formProps} onInput={onInput} className={styles.form} aria-label={t('title')}>
        <input type="hidden" name="method" value={shownMethod} />
        <input type="hidden" name="registerMethod" value={channel} />
        {hydrated && <input type="hidden" name="script" value="1" />}

        {methods.length > 1 && (
          <div className={`${styles.tabs} ${own.toggle}`} role="group" aria-label={t('method')}>
            {methods.map((candidate) => (
              <button
                key={candidate}
                // A submit button before scripts run (the action switches the method), a plain button after.
                type={hydrated ? 'button' : 'submit'}
                name="registerAs"
                value={candidate}
                formNoValidate
                aria-pressed={candidate === shownMethod}
                onClick={() => switchTo(candidate)}
              >
                {candidate === 'username' ? t('byUsername') : t('byMobile')}
              </button>
            ))}
          </div>
        )}

        {shownMethod === 'username' ? (
          <Field
            key="username"
            name="username"
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="off"
            maxLength={fieldMaxLength('username', fields)}
            defaultValue={value('username')}
            error={shownError('username')}
            rules={rulesOf('username')}
          />
        ) : (
          mobileField(true)
        )}
        {shownMethod === 'mobileNum' && askCode && (
          <SmsCodeField
            key="verificationCode"
            name="verificationCode"
            label={t('fields.verificationCode')}
            error={shownError('verificationCode')}
            addon={<SmsCodeButton request={sendCode} />}
          />
        )}
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          maxLength={fieldMaxLength('password', fields)}
          onChange={(event) => setPassword(event.target.value)}
          error={shownError('password')}
          rules={rulesOf('password')}
        />
        <PasswordField
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          maxLength={fieldMaxLength('confirmPassword', fields)}
          onChange={(event) => setConfirmation(event.target.value)}
          hint={confirmHint}
          error={errorText(confirmError)}
        />

        {extraFieldsFor(shownMethod, fields).map(extraField)}

        {shownMethod === 'username' && (
          <CaptchaField
            key={state.extra.captcha ?? captcha ?? NO_CAPTCHA}
            image={state.extra.captcha ?? captcha ?? NO_CAPTCHA}
            label={t('fields.captcha')}
            hint={t('captchaHint')}
            error={shownError('captcha')}
          />
        )}

        <div className={own.agreement}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="agreement"
              defaultChecked={agreedInitially}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-invalid={errors.agreement ? true : undefined}
              aria-describedby={errors.agreement ? 'field-agreement-error' : undefined}
            />
            <span>
              {t.rich('agreement', {
                // A tab of its own, so this form and what was typed in it stay as they are, with or without scripts.
                link: (chunks) => (
                  <a href="/m/useragreement" target="_blank" rel="noopener">
                    {chunks}
                    <span className="visually-hidden"> {t('newWindow')}</span>
                  </a>
                ),
              })}
            </span>
          </label>
          {errors.agreement && (
            <p id="field-agreement-error" className={styles.error}>
              {errorText(errors.agreement)}
            </p>
          )}
        </div>

        <button
          type="submit"
          className={styles.submit}
          disabled={pending || registered || !agreed}
          aria-describedby={agreed ? undefined : 'register-agreement-needed'}
        >
          {t('submit')}
        </button>
        {!agreed && (
          <p id="register-agreement-needed" className={styles.hint} role="status">
            {t('agreementNeeded')}
          </p>
        )}
        <div className={styles.links}>
          <a href="/m/login">{t('login')}</a>
          <a href="/m/forget">{t('forgot')}</a>
        </div>
      </form>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
