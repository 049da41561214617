import { LaterPicture } from '@/components/LaterPicture';
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

/** The entries a phone's width shows at once: their icons come with the page, the others as the strip scrolls to them. */
const FIRST_VIEW_ICONS = 5;

/**
 * A horizontally scrolling menu of links (vendor/type menu, lobby tabs, hot menu); the current one is marked. An icon
 * past the first screen's width is asked for when the player scrolls the strip to it (LaterPicture, ScrollStrip):
 * /m/hot's thirteen vendor icons were 180 KB on a load that shows five.
 */
export function MenuStrip({ label, entries, variant = 'menu' }: { label: string; entries: MenuEntry[]; variant?: 'menu' | 'tabs' }) {
  return (
    <nav aria-label={label} className={variant === 'tabs' ? styles.tabs : styles.menu}>
      <ScrollStrip className={styles.strip}>
        <ul>
          {entries.map((entry, index) => (
            <li key={entry.key}>
              <a href={entry.href} aria-current={entry.current ? 'page' : undefined} data-key={entry.key}>
                {entry.icon &&
                  (index < FIRST_VIEW_ICONS ? (
                    <img src={entry.icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
                  ) : (
                    <LaterPicture src={entry.icon} alt="" width={24} height={24} />
                  ))}
                <span>{entry.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </ScrollStrip>
    </nav>
  );
}
