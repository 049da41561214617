import { AvatarIcon } from '@/components/AvatarIcon';
import styles from './ProfileCard.module.css';

/** The profile card's pictures, drawn alike on the visitor's card and the member's. */
export function Avatar() {
  return <AvatarIcon size={40} className={styles.avatar} />;
}

export function MessageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M3 6h18v12H3zM3 7l9 6 9-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
