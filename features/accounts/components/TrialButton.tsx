'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { startTrialAction } from '@/features/accounts/actions/trial';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import styles from '@/components/forms/forms.module.css';
import { useLoadingToast } from '@/lib/toast/useLoadingToast';
import { initialFormState } from '@/lib/forms/formState';

/** SPEC §2 free trial: creates the trial account (a form posting to the server action; works before hydration). */
export function TrialButton() {
  const t = useTranslations('trial');
  const [state, action, pending] = useActionState(startTrialAction, initialFormState);
  useLoadingToast(pending, t('creating'));
  return (
    <form action={action}>
      <button type="submit" className={`${styles.submit} ${styles.wide}`} disabled={pending}>
        {t('start')}
      </button>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </form>
  );
}
