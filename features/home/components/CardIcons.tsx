import styles from './ProfileCard.module.css';

/** The profile card's pictures, drawn alike on the visitor's card and the member's. */
export function Avatar() {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={styles.avatar}>
      <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.18" />
      <circle cx="20" cy="16" r="7" fill="currentColor" />
      <path d="M7 34a13 13 0 0 1 26 0" fill="currentColor" />
    </svg>
  );
}

export function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
