'use client';

import { useMemberHome } from '@/features/home/logic/useMemberHome';
import { AccountMenu } from './AccountMenu';
import { Avatar, MessageIcon } from './CardIcons';
import { UnreadDot } from './UnreadDot';
import styles from './ProfileCard.module.css';

/**
 * SPEC §2 home profile card of a member, drawn on the shared member shell: until the member's door answers (and
 * for good without scripts, or when it fails) the user block is a plain link to the account screen; then the
 * name (nickname, else account), the club label, the unread dot and the balance fill the same places, the block
 * leading to /m/myAccount/index. Every place has its size from the start, so nothing moves.
 */
export function MemberCard({ accountLabel, messagesLabel, unreadLabel }: { accountLabel: string; messagesLabel: string; unreadLabel: string }) {
  const home = useMemberHome();
  return (
    <>
      <a href={home ? '/m/myAccount/index' : '/m/mine'} className={styles.user}>
        <Avatar />
        <span className={styles.who}>
          {home ? (
            // Read left to right inside a right-to-left sentence: a name is not part of the language around it.
            <bdi className={styles.name}>{home.name}</bdi>
          ) : (
            <span className={styles.name}>{accountLabel}</span>
          )}
          {home?.club && <span className={styles.club}>{home.club}</span>}
        </span>
      </a>
      <a href="/m/webEmail" className={styles.message}>
        <MessageIcon />
        <span className="visually-hidden">{messagesLabel}</span>
        {home && <UnreadDot initial={home.unread} label={unreadLabel} className={styles.dot} />}
      </a>
      <AccountMenu name={home?.userName ?? accountLabel} balance={home?.balance} />
    </>
  );
}
