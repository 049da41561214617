import { ScrollStrip } from './ScrollStrip';
import styles from './GameScreens.module.css';

export interface MenuEntry {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** A vendor icon from the image CDN. */
  icon?: string;
}

/** A horizontally scrolling menu of links (vendor/type menu, lobby tabs, hot menu); the current one is marked. */
export function MenuStrip({ label, entries, variant = 'menu' }: { label: string; entries: MenuEntry[]; variant?: 'menu' | 'tabs' }) {
  return (
    <nav aria-label={label} className={variant === 'tabs' ? styles.tabs : styles.menu}>
      <ScrollStrip className={styles.strip}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <a href={entry.href} aria-current={entry.current ? 'page' : undefined} data-key={entry.key}>
                {entry.icon && <img src={entry.icon} alt="" width={24} height={24} loading="lazy" decoding="async" />}
                <span>{entry.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </ScrollStrip>
    </nav>
  );
}
