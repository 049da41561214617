import { merchantBrand } from '@/lib/brand/merchantBrand';
import { brandIconUrl } from '@/lib/brand/brandIcons';
import styles from './BrandMark.module.css';

/**
 * The merchant's logo mark and name (header on home paths, account screens). The mark is its largest paint on the
 * account screens, so it is asked for at high priority rather than as the Low the preload scanner gives a picture.
 * The header's 32 px mark comes at 64 px for a phone of two device pixels (the 96 px one is half as heavy again),
 * both as WebP.
 */
export async function BrandMark({ size, className }: { size: 32 | 40; className?: string }) {
  const { brand } = await merchantBrand();
  return (
    <span className={`${styles.mark} ${className ?? ''}`} data-brand-mark>
      <img
        src={brandIconUrl(brand, size === 32 ? 'icon-64.webp' : 'icon-96.webp')}
        srcSet={size === 32 ? `${brandIconUrl(brand, 'icon-64.webp')} 2x, ${brandIconUrl(brand, 'icon-96.webp')} 3x` : undefined}
        alt=""
        width={size}
        height={size}
        fetchPriority="high"
      />
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
