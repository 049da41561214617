import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';
import styles from './Screen.module.css';

/**
 * A member service whose first platform call failed: the refusal in the table's words (any other failure as its
 * kind), in the player's language, and what the screen offers next (`children`); never an error page.
 */
export function FeatureFailed({ screen, failure, children }: { screen: string; failure: unknown; children?: ReactNode }) {
  return (
    <main className={styles.screen} data-screen={screen}>
      <LoadFailure failure={failure} />
      {children}
    </main>
  );
}
