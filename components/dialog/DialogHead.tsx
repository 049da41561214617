import { DialogCloseButton } from './DialogCloseButton';
import styles from './DialogHead.module.css';

/** The title bar of a <dialog>: its heading (the dialog's aria-labelledby target) and the close button. */
export function DialogHead({
  titleId, title, closeLabel, brand = false, className,
}: { titleId: string; title: string; closeLabel: string; brand?: boolean; className?: string }) {
  const classes = [styles.head, brand && styles.brand, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <h2 id={titleId}>{title}</h2>
      <DialogCloseButton label={closeLabel} />
    </div>
  );
}
