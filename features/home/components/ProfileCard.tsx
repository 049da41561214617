import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { Avatar, MessageIcon } from './CardIcons';
import { MemberCard } from './MemberCard';
import { SideMenu } from './SideMenu';
import styles from './ProfileCard.module.css';

/**
 * SPEC §2 home profile card: side menu, the user block, the message-centre icon and the account popover of a
 * member (MemberCard, completed from the member's door), or for visitors the login (and, with DIRECTREG3,
 * register) links. Drawn from the member bit alone: the page is shared by every member.
 */
export async function ProfileCard({ member, settings }: { member: boolean; settings: ConsolidatedSettings | null }) {
  const t = await getTranslations('home');
  return (
    <section aria-label={t('profile')} className={styles.card}>
      <SideMenu settings={settings} />
      {member ? (
        <ClientMessages namespaces={['account', 'dialog', 'toast']}>
          <MemberCard accountLabel={t('profile')} messagesLabel={t('messages')} unreadLabel={t('unread')} />
        </ClientMessages>
      ) : (
        <>
          <div className={styles.user}>
            <Avatar />
            <span className={styles.who}>
              <span className={styles.name}>{t('guest')}</span>
              <span className={styles.hint}>{t('guestHint')}</span>
            </span>
          </div>
          <a href="/m/login" className={styles.message}>
            <MessageIcon />
            <span className="visually-hidden">{t('messages')}</span>
          </a>
          <nav className={styles.auth}>
            <a href="/m/login">{t('login')}</a>
            {whitelabelFlag(settings, 'DIRECTREG3') && (
              <a href="/m/register" className={styles.primary}>
                {t('register')}
              </a>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
