import { merchantBrand } from '@/lib/brand/merchantBrand';
import { brandIconUrl } from '@/lib/brand/brandIcons';
import styles from './BrandMark.module.css';

/**
 * The merchant's logo mark and name (header on home paths, account screens). The mark is its largest paint on the
 * account screens, so it is asked for at high priority rather than as the Low the preload scanner gives a picture.
 */
export async function BrandMark({ size, className }: { size: 32 | 40; className?: string }) {
  const { brand } = await merchantBrand();
  return (
    <span className={`${styles.mark} ${className ?? ''}`} data-brand-mark>
      <img src={brandIconUrl(brand, 'icon-96.png')} alt="" width={size} height={size} fetchPriority="high" />
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
