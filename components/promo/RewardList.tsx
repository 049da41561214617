'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { claimRewardAction } from '@/app/m/rewardCenter/actions';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { initialFormState } from '@/lib/forms/formState';
import type { Reward } from '@/lib/platform/schemas';
import styles from './Promo.module.css';

/** A reward as the server words it (money and dates formatted there). */
export interface RewardRow {
  id: string;
  title: string;
  amount: string;
  turnover: string;
  expires: string;
  status: Reward['status'];
}

/**
 * issue 10 reward centre list: each claimable reward has its own claim form (a plain post before hydration);
 * a claim shows the platform's new balance and the list comes back from the server with the reward claimed.
 */
export function RewardList({ rewards }: { rewards: RewardRow[] }) {
  const t = useTranslations('rewards');
  const [state, formAction, pending] = useActionState(claimRewardAction, initialFormState);
  return (
    <>
      {state.extra.claimed && (
        <p className={styles.success} role="status" data-testid="reward-claimed">
          {state.extra.claimed}
        </p>
      )}
      <ul className={styles.rewards} aria-label={t('list')}>
        {rewards.map((reward) => (
          <li key={reward.id} className={styles.reward} data-testid="reward" data-reward-id={reward.id}>
            <span className={styles.cardBody}>
              <span className={styles.title}>{reward.title}</span>
              <span className={styles.amount}>{reward.amount}</span>
              <span className={styles.meta}>
                <span>{reward.turnover}</span>
                <span>{reward.expires}</span>
              </span>
            </span>
            {reward.status === 'CLAIMABLE' ? (
              <form action={formAction}>
                <input type="hidden" name="id" value={reward.id} />
                <button type="submit" className={styles.claim} disabled={pending} aria-label={t('claimTitle', { title: reward.title })}>
                  {t('claim')}
                </button>
              </form>
            ) : (
              <span className={`${styles.badge} ${reward.status === 'EXPIRED' ? styles.ended : ''}`} data-testid="reward-status">
                {t(`status.${reward.status}`)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
