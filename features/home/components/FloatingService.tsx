import styles from './FloatingService.module.css';

/** SPEC §2 floating element: a small customer-service button above the bottom menu (a plain link, no script). */
export function FloatingService({ label }: { label: string }) {
  return (
    <a href="/m/service" className={styles.floating} aria-label={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zM20 13h-3v6h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 2h-1" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
