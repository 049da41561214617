import { getTranslations } from 'next-intl/server';
import { DialogHead } from '@/components/dialog/DialogHead';
import { closedByAny } from '@/components/dialog/DialogOpener';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './ReferralDialog.module.css';

export const REFERRAL_DIALOG_ID = 'referral-dialog';

/** SPEC §2 invite-friends popup (flag showReferral): the member's referral code and link, with a copy button. */
export async function ReferralDialog({ code, link }: { code: string | null; link: string | null }) {
  const t = await getTranslations('mine.referral');
  return (
    <dialog id={REFERRAL_DIALOG_ID} aria-labelledby={`${REFERRAL_DIALOG_ID}-title`} className={styles.dialog} {...closedByAny}>
      <DialogHead titleId={`${REFERRAL_DIALOG_ID}-title`} title={t('title')} closeLabel={t('close')} brand />
      {code ? (
        <div className={styles.body}>
          <p className={styles.hint}>{t('hint')}</p>
          <dl className={styles.facts}>
            <dt>{t('code')}</dt>
            <dd className={styles.code} data-testid="referral-code">
              {code}
            </dd>
            {link && (
              <>
                <dt>{t('link')}</dt>
                <dd className={styles.link} data-testid="referral-link">
                  {link}
                </dd>
              </>
            )}
          </dl>
          <CopyLinkButton
            text={link ?? code}
            className={styles.copy}
            labels={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
          />
        </div>
      ) : (
        <p className={styles.body} role="status">
          {t('unavailable')}
        </p>
      )}
    </dialog>
  );
}
