import styles from './forms.module.css';

export interface ShownRule {
  key: string;
  text: string;
  state: 'pending' | 'met' | 'unmet';
}

/**
 * The rules a field must keep, listed under it before the player types (SPEC §5 registration patterns), each
 * turning met or unmet as the value changes. The state is said in words too, not only by the mark's colour.
 */
export function FieldRules({ id, label, rules, stateText }: {
  id: string;
  label: string;
  rules: ShownRule[];
  stateText: { met: string; unmet: string };
}) {
  if (rules.length === 0) return null;
  return (
    <ul id={id} className={styles.rules} aria-label={label}>
      {rules.map((rule) => (
        <li key={rule.key} data-rule={rule.key} data-state={rule.state}>
          {rule.text}
          {rule.state !== 'pending' && <span className="visually-hidden">{`: ${stateText[rule.state]}`}</span>}
        </li>
      ))}
    </ul>
  );
}
