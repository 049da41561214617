import styles from '@/components/shell/Screen.module.css';
import { TrialReject } from './TrialReject';

/** A whole screen only actual accounts may use, as a trial or free-play session sees it (SPEC §6 free_reject). */
export function TrialRejectScreen({ screen }: { screen: string }) {
  return (
    <main className={styles.screen} data-screen={screen}>
      <TrialReject />
    </main>
  );
}
