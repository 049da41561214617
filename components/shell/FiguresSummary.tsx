import type { ReactNode } from 'react';
import screen from './Screen.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
}

interface FiguresSummaryProps {
  headingId: string;
  /** Read by screen readers only: the figures speak for themselves on screen. */
  heading: string;
  figures: readonly Figure[];
  /** What follows the figures in the same card. */
  children?: ReactNode;
}

/**
 * The card of figures a money screen opens with (withdraw, upline transfer, red envelope
 * rain): label and value pairs, two a row.
 */
export function FiguresSummary({ headingId, heading, figures, children }: FiguresSummaryProps) {
  return (
    <section className={screen.card} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      <dl className={screen.figures}>
        {figures.map(({ label, value, testId }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
