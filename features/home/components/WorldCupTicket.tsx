import styles from './WorldCupTicket.module.css';

/** SPEC §4: the world-cup ticket widget, only with a WORLDCUP link; a disclosure the player shows or hides. */
export function WorldCupTicket({ url, label, linkText }: { url: string; label: string; linkText: string }) {
  return (
    <details className={styles.ticket} open>
      <summary>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM14 4v16" fill="none" stroke="currentColor" strokeWidth="1.7" strokeDasharray="0" />
        </svg>
        {label}
      </summary>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {linkText}
      </a>
    </details>
  );
}
