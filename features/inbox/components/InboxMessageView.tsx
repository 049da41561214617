import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/ClientMessages';
import { loadInboxMessage } from '@/features/inbox/logic/loadInboxMessage';
import { readableEntry } from '@/features/notice/logic/entries';
import { dateFormat } from '@/lib/request/context';
import { DeleteMessageForm } from './DeleteMessageForm';
import { MarkMessageRead } from './MarkMessageRead';
import entries from '@/features/notice/components/Entries.module.css';
import styles from './Inbox.module.css';

const CLIENT_NAMESPACES = ['inbox', 'forms'] as const;

/** Inbox detail (/m/webEmail?id=…): one message with delete; an unread one is marked read once shown. */
export async function InboxMessageView({ id }: { id: string }) {
  const [t, format] = await Promise.all([getTranslations('inbox'), dateFormat()]);
  const message = await loadInboxMessage(id).then(
    (found) => ({ found }),
    () => null,
  );
  const back = (
    <a className={styles.back} href="/m/webEmail">
      {t('backToList')}
    </a>
  );
  if (message === null || message.found === null) {
    return (
      <main data-screen="/m/webEmail">
        <div className={entries.state} role="alert">
          <p>{message === null ? t('loadFailed') : t('notFound')}</p>
          {back}
        </div>
      </main>
    );
  }
  const entry = readableEntry(message.found, format);
  return (
    <main data-screen="/m/webEmail">
      <article className={styles.message} aria-labelledby="message-title" data-message-id={entry.id}>
        <h2 id="message-title" className={styles.messageTitle}>
          {entry.title}
        </h2>
        {entry.date && (
          <p className={entries.meta}>
            <time dateTime={entry.dateTime}>{entry.date}</time>
          </p>
        )}
        <div className={entries.content}>{entry.content}</div>
        {!message.found.read && <MarkMessageRead id={entry.id} />}
        <ClientMessages namespaces={CLIENT_NAMESPACES}>
          <DeleteMessageForm id={entry.id} />
        </ClientMessages>
        {back}
      </article>
    </main>
  );
}
