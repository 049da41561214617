import { getTranslations } from 'next-intl/server';
import installed from '@/components/shell/installedApp.module.css';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { ICON_WIDTHS, responsiveImage } from '@/lib/images/resizedImage';
import { brandIconUrl } from '@/lib/brand/brandIcons';
import { merchantBrand } from '@/lib/brand/merchantBrand';
import { DownloadBarClose } from './DownloadBarClose';
import styles from './DownloadBar.module.css';

export const HIDE_DOWNLOAD_BAR = 'hideDownloadBar';

/**
 * SPEC §2 download bar, the top banner of the home paths: icon, name, five stars, a direct download link and
 * close. The layout leaves it out inside the native app, without a link or once closed; CSS hides it in an
 * installed web app.
 */
export async function DownloadBar({ settings, link, icon }: { settings: ConsolidatedSettings | null; link: string; icon: string | null }) {
  const [t, { brand }] = await Promise.all([getTranslations('download'), merchantBrand()]);
  // The app's own icon (resource AppDownloadIcon) where the merchant gives one, else its logo mark.
  const picture = icon ? responsiveImage(settings, icon, '40px', ICON_WIDTHS) : { src: brandIconUrl(brand, 'icon-96.png') };
  return (
    <aside className={`${styles.bar} ${installed.outsideInstalledApp}`} aria-label={t('barLabel')} data-download-bar>
      <DownloadBarClose label={t('close')} />
      <img {...picture} alt="" width={40} height={40} className={styles.icon} />
      <div className={styles.text}>
        <strong>{brand.name}</strong>
        {/* Drawn, not typed: few fonts have ★, and the browser looks through the system's fonts for one. */}
        <svg role="img" aria-label={t('rating')} className={styles.stars} viewBox="0 0 64 12" width="64" height="12">
          {[0, 13, 26, 39, 52].map((x) => (
            <polygon key={x} transform={`translate(${x} 0)`} points="6,0.5 7.6,4.2 11.6,4.5 8.5,7.1 9.5,11 6,8.9 2.5,11 3.5,7.1 0.4,4.5 4.4,4.2" />
          ))}
        </svg>
        <span className={styles.tagline}>{t('tagline')}</span>
      </div>
      <a href={link} className={styles.download} rel="noopener">
        {t('download')}
      </a>
    </aside>
  );
}
