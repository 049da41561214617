import { getTranslations } from 'next-intl/server';
import { closedByAny } from '@/components/dialog/DialogOpener';
import { DialogHead } from '@/components/dialog/DialogHead';
import type { DownloadOffer } from '@/features/download/logic/downloadOffer';
import styles from './DownloadPopup.module.css';

/**
 * SPEC §2 download popup, chosen on the server by the phone's platform: the Android package on Android; on iOS
 * the iOS app, the configuration profile (when a MOBILECONFIG link exists) and the Safari add-to-home-screen
 * steps with tips for older iOS; both app links anywhere else. Opened by a DialogOpener with the same id.
 */
export async function DownloadPopup({ id, offer }: { id: string; offer: DownloadOffer }) {
  const t = await getTranslations('download');
  const { links, platform } = offer;
  const android = platform !== 'ios' ? links.android : null;
  const ios = platform !== 'android' ? links.ios : null;
  const profile = platform !== 'android' ? links.profile : null;
  return (
    <dialog id={id} aria-labelledby={`${id}-title`} className={styles.popup} data-platform={platform} {...closedByAny}>
      <DialogHead titleId={`${id}-title`} title={t('popupTitle')} closeLabel={t('close')} />
      <p className={styles.intro}>{t('popupIntro')}</p>
      <ul className={styles.links}>
        {android && (
          <li>
            <a href={android} className={styles.link} rel="noopener">
              {t('android')}
            </a>
          </li>
        )}
        {ios && (
          <li>
            <a href={ios} className={styles.link} rel="noopener">
              {t('ios')}
            </a>
          </li>
        )}
        {profile && (
          <li>
            <a href={profile} className={styles.link} rel="noopener">
              {t('profile')}
            </a>
            <p className={styles.hint}>{t('profileHint')}</p>
          </li>
        )}
      </ul>
      {platform === 'ios' && (
        <section aria-labelledby={`${id}-home`} className={styles.addToHome}>
          <h3 id={`${id}-home`}>{t('addToHome.title')}</h3>
          {!offer.safari && <p className={styles.hint}>{t('addToHome.openInSafari')}</p>}
          <ol>
            <li>{t('addToHome.share')}</li>
            <li>{t('addToHome.add')}</li>
            <li>{t('addToHome.confirm')}</li>
          </ol>
          <h4>{t('addToHome.olderTitle')}</h4>
          <ul>
            <li>{t('addToHome.olderShare')}</li>
            <li>{t('addToHome.olderList')}</li>
          </ul>
        </section>
      )}
    </dialog>
  );
}
