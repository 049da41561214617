import styles from './DialogCloseButton.module.css';

/** Closes the <dialog> it sits in, with or without scripts (a form with method="dialog"). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <form method="dialog">
      <button type="submit" className={styles.close} aria-label={label}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
