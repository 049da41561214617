import { getTranslations } from 'next-intl/server';
import { DialogOpener } from '@/components/dialog/DialogOpener';
import { downloadOffer } from '@/features/download/logic/downloadOffer';
import { imageUrl } from '@/lib/settings/imageUrl';
import { DownloadPopup } from './DownloadPopup';
import installed from '@/components/shell/installedApp.module.css';
import styles from './DownloadTile.module.css';

const POPUP_ID = 'download-popup-tile';

/**
 * SPEC §2 member centre download tile: opens the download popup. Reads the settings and the user agent itself;
 * nothing inside the native app or without a download link, hidden by CSS in an installed web app.
 */
export async function DownloadTile({ className }: { className?: string }) {
  const offer = await downloadOffer();
  if (!offer) return null;
  const t = await getTranslations('download');
  return (
    <div className={[installed.outsideInstalledApp, className].filter(Boolean).join(' ')} data-download-tile>
      <DialogOpener dialogId={POPUP_ID} className={styles.tile}>
        <img src={imageUrl(offer.settings, offer.links.icon)} alt="" width={40} height={40} loading="lazy" decoding="async" className={styles.icon} />
        <span className={styles.text}>
          <strong>{t('tileTitle')}</strong>
          <span>{t('tileText')}</span>
        </span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" data-directional>
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </DialogOpener>
      <DownloadPopup id={POPUP_ID} offer={offer} />
    </div>
  );
}
