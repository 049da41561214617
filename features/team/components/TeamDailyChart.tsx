import type { TeamOverview } from '@/lib/platform/schemas';
import styles from './Team.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const GAP = 2;

/**
 * The team's daily bets as bars, drawn on the server (no chart library for one bar series). The
 * figures are in the table beside it; `summary` (translated by the caller) is what a screen reader hears.
 */
export function TeamDailyChart({ days, summary }: { days: TeamOverview['days']; summary: string }) {
  const highest = Math.max(...days.map((day) => day.bets), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} role="img" aria-label={summary} data-testid="team-chart">
      {days.map((day, index) => {
        const height = highest > 0 ? (day.bets / highest) * HEIGHT : 0;
        return <rect key={day.date} className={styles.bar} x={index * slot + GAP / 2} y={HEIGHT - height} width={Math.max(slot - GAP, 1)} height={height} />;
      })}
      <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} />
    </svg>
  );
}
