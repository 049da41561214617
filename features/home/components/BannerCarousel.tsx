import type { Announcement, ConsolidatedSettings } from '@/lib/platform/schemas';
import { responsiveImage } from '@/lib/images/resizedImage';
import { LaterPicture } from '@/components/LaterPicture';
import { Carousel } from './Carousel';
import styles from './BannerCarousel.module.css';

/** SPEC §9 banner delay. */
export const BANNER_DELAY_MS = 5000;
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;
/**
 * The banner's width on screen, the home column (at most 750 px) less its 12 px padding each side
 * (HomeScreen.module.css), told to the browser at 85 %: a photo at 1.7 device pixels per CSS pixel looks as sharp on a
 * phone as at 2 or 3, and a 390 px phone at 2 then takes the 640 px copy (33 KB) instead of the 750 px one (55 KB),
 * most of the page's largest paint on a slow network.
 */
const BANNER_SIZES = '(min-width: 750px) 618px, calc((100vw - 24px) * 0.85)';

/**
 * SPEC §2 home banners (group m_home): a carousel that advances every 5 s with dots and loops when there is
 * more than one. The first image is the page's priority image, its box fixed by width/height so nothing moves
 * when it arrives; each other one is asked for just before its slide shows (LaterPicture, Carousel). Each comes at
 * the width the screen needs (lib/images/resizedImage).
 */
export function BannerCarousel({
  banners,
  settings,
  label,
  roles,
}: {
  banners: Announcement[];
  settings: ConsolidatedSettings | null;
  label: string;
  roles: { carousel: string; slide: string };
}) {
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => {
    const picture = { ...responsiveImage(settings, banner.url, BANNER_SIZES), width: BANNER_WIDTH, height: BANNER_HEIGHT, className: styles.image };
    const image =
      index === 0 ? (
        <img {...picture} alt={banner.title} fetchPriority="high" loading="eager" decoding="sync" />
      ) : (
        <LaterPicture {...picture} alt={banner.title} />
      );
    return banner.link && /^(https?:\/\/|\/(?!\/))/.test(banner.link) ? (
      <a href={banner.link} className={styles.link}>
        {image}
      </a>
    ) : (
      image
    );
  });
  return (
    <section aria-label={label} aria-roledescription={roles.carousel} className={styles.banners}>
      <Carousel slides={slides} slideRole={roles.slide} delay={BANNER_DELAY_MS} pagination />
    </section>
  );
}
