import { getTranslations } from 'next-intl/server';
import { DialogOpener } from '@/components/dialog/DialogOpener';
import { downloadOffer } from '@/features/download/logic/downloadOffer';
import { DownloadPopup } from './DownloadPopup';
import installed from '@/components/shell/installedApp.module.css';
import styles from './FloatingDownload.module.css';

const POPUP_ID = 'download-popup-floating';

/**
 * SPEC §2 floating download button (home): opens the popup for this phone (the profile on iOS, the Android
 * package on Android). Nothing inside the native app or without links; hidden by CSS in an installed web app.
 * It sits just above the floating customer-service button.
 */
export async function FloatingDownload() {
  const offer = await downloadOffer();
  if (!offer) return null;
  const t = await getTranslations('download');
  return (
    <div className={installed.outsideInstalledApp} data-floating-download>
      <DialogOpener dialogId={POPUP_ID} className={styles.floating}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{t('floating')}</span>
      </DialogOpener>
      <DownloadPopup id={POPUP_ID} offer={offer} />
    </div>
  );
}
