import { refusalFor } from '@/lib/refusals/refusalText';
import styles from './Screen.module.css';

/**
 * What a screen shows where a platform call it needed failed: the refusal in the table's words (any other failure as
 * its kind), in the player's language, as an alert; never an error page. A whole screen that failed is FeatureFailed.
 */
export async function LoadFailure({ failure }: { failure: unknown }) {
  return (
    <p className={styles.notice} role="alert">
      {(await refusalFor(failure)).text}
    </p>
  );
}
