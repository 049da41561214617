import { getTranslations } from 'next-intl/server';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { imageUrl } from '@/lib/settings/imageUrl';
import { DownloadBarClose } from './DownloadBarClose';
import styles from './DownloadBar.module.css';

export const HIDE_DOWNLOAD_BAR = 'hideDownloadBar';

/** The app link for this phone: iOS gets the IOS resource, everyone else the Android package. */
export function downloadLink(settings: ConsolidatedSettings | null, userAgent: string): string | null {
  const wanted = /iPhone|iPad|iPod/i.test(userAgent) ? 'IOS' : 'Android';
  const url = settings?.resources.find((resource) => resource.resourceType === wanted)?.url;
  return url && /^https?:\/\//.test(url) ? url : null;
}

/**
 * SPEC §2 download bar, the top banner of the home paths: icon, name, five stars, download button and close.
 * Not drawn without a link or once closed; hidden by CSS inside an installed web app.
 */
export async function DownloadBar({ settings, link }: { settings: ConsolidatedSettings | null; link: string }) {
  const t = await getTranslations('shell');
  const icon = settings?.resources.find((resource) => resource.resourceType === 'AppDownloadIcon')?.url;
  return (
    <aside className={styles.bar} aria-label={t('downloadApp')} data-download-bar>
      <DownloadBarClose label={t('close')} />
      <img src={imageUrl(settings, icon)} alt="" width={40} height={40} className={styles.icon} />
      <div className={styles.text}>
        <strong>{t('downloadAppName')}</strong>
        <span role="img" aria-label={t('rating')} className={styles.stars}>
          ★★★★★
        </span>
        <span className={styles.tagline}>{t('downloadAppTagline')}</span>
      </div>
      <a href={link} className={styles.download} rel="noopener">
        {t('download')}
      </a>
    </aside>
  );
}
