import styles from './SecurityCenter.module.css';

/** What a security section's last submit got: the platform's refusal (alert) or the section's saved text (status). */
export function SectionAnswer({ notice, saved }: { notice: string | null | undefined; saved: string | null }) {
  return (
    <>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {saved && (
        <p className={styles.success} role="status">
          {saved}
        </p>
      )}
    </>
  );
}
