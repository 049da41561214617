import { getTranslations } from 'next-intl/server';
import { moneyFormat } from '@/lib/request/context';
import type { ContractKind } from '@/features/contracts/logic/contractCheck';
import styles from './ContractScreen.module.css';

interface Tier {
  level: number;
  threshold: number;
  activeMembers?: number | null;
  rate: number;
}

/** The tiers of a salary, dividend or hourly contract: an offer (rows 44-49) or the one in force (row 101). */
export async function ContractTiers({ kind, tiers }: { kind: ContractKind; tiers: readonly Tier[] }) {
  const money = await moneyFormat();
  const t = await getTranslations('contracts');
  return (
    <table className={styles.terms}>
      <caption>{t('terms')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.level')}</th>
          <th scope="col">{t(`columns.threshold.${kind}`)}</th>
          <th scope="col">{t('columns.activeMembers')}</th>
          <th scope="col">{t('columns.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.level}>
            <th scope="row">{tier.level}</th>
            <td>{money(tier.threshold)}</td>
            <td>{tier.activeMembers ?? '-'}</td>
            <td>{tier.rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
