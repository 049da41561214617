import styles from './Promo.module.css';

/** What a promotion screen says when it has nothing to show: why, and the link to try again (or to go back). */
export function RetryState({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className={styles.state} role="alert">
      <p>{text}</p>
      <a className={styles.link} href={href}>
        {label}
      </a>
    </div>
  );
}
