import type { Announcement, ConsolidatedSettings } from '@/lib/platform/schemas';
import { responsiveImage } from '@/lib/images/resizedImage';
import styles from './BannerStrip.module.css';

/** The home banners as server HTML: a swipeable strip that works before any script runs. */
export function BannerStrip({ banners, settings, label }: { banners: Announcement[]; settings: ConsolidatedSettings | null; label: string }) {
  return (
    <section aria-label={label} className={styles.strip}>
      {banners.map((banner, index) => {
        const image = (
          <img
            {...responsiveImage(settings, banner.url, '(min-width: 750px) 750px, 100vw')}
            alt={banner.title}
            width={750}
            height={300}
            fetchPriority={index === 0 ? 'high' : 'low'}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        );
        return (
          <div key={banner.id} className={styles.slide}>
            {banner.link && /^(https?:\/\/|\/)/.test(banner.link) ? <a href={banner.link}>{image}</a> : image}
          </div>
        );
      })}
    </section>
  );
}
