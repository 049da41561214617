import { getTranslations } from 'next-intl/server';
import styles from './BottomMenu.module.css';

const icons = {
  deposit: 'M4 7h16v12H4zM4 7l2-3h12l2 3M12 10v6M9 13h6',
  withdraw: 'M4 7h16v12H4zM4 7l2-3h12l2 3M9 13l3 3 3-3M12 10v6',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  events: 'M4 9h16v11H4zM3 6h18v3H3zM12 6v14M12 6c-2-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3-2-5 1',
  members: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-4 4-6 8-6s8 2 8 6',
} as const;

/** SPEC §2 bottom menu; deposit, withdraw and events are highlighted when current. */
const entries = [
  { href: '/m/voucherCenter', key: 'deposit', highlight: true },
  { href: '/m/withdraw', key: 'withdraw', highlight: true },
  { href: '/m/home', key: 'home', highlight: false },
  { href: '/m/activity', key: 'events', highlight: true },
  { href: '/m/mine', key: 'members', highlight: false },
] as const;

export async function BottomMenu({ current }: { current: string }) {
  const t = await getTranslations('shell');
  return (
    <nav className={styles.menu} aria-label={t('mainMenu')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} className={entry.key === 'home' ? styles.centre : undefined}>
            <a href={entry.href} aria-current={entry.highlight && current === entry.href ? 'page' : undefined}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d={icons[entry.key]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              <span>{t(entry.key)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
