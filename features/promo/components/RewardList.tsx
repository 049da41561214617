'use client';

import { useTranslations } from 'next-intl';
import { claimRewardAction } from '@/features/promo/actions/rewardCenter';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { UnconfirmedLink } from '@/components/forms/UnconfirmedLink';
import { IDEMPOTENCY_FIELD, type FormState } from '@/lib/forms/formState';
import { useFormAction } from '@/lib/forms/useFormAction';
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
 * The key a reward's claim is sent with. The forms share one answer and one key, but a key names one claim: each
 * reward's is the shared key with its id, and after an unconfirmed claim the shared key is the one it was sent
 * with again (so that claim, sent again, is the same claim, and the others stay different).
 */
function claimKeys(state: FormState, initial: string): (id: string) => string {
  const answered = state.extra[IDEMPOTENCY_FIELD];
  const unconfirmed = state.extra.code === 'UNCONFIRMED' ? state.values.id : undefined;
  const suffix = (id: string) => `-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const shared = answered && unconfirmed && answered.endsWith(suffix(unconfirmed)) ? answered.slice(0, -suffix(unconfirmed).length) : (answered ?? initial);
  return (id) => `${shared}${suffix(id)}`;
}

/**
 * Reward centre list: each claimable reward has its own claim form (a plain post before hydration); a claim shows
 * the platform's new balance and the list comes back from the server with the reward claimed.
 */
export function RewardList({ rewards, idempotencyKey }: { rewards: RewardRow[]; idempotencyKey: string }) {
  const t = useTranslations('rewards');
  const [state, formAction, pending] = useFormAction(claimRewardAction);
  const keyOf = claimKeys(state, idempotencyKey);
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
                <input type="hidden" name={IDEMPOTENCY_FIELD} value={keyOf(reward.id)} />
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
      <UnconfirmedLink extra={state.extra} />
      <NoticeDialog message={state.notice} seq={state.seq} />
    </>
  );
}
