import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Messages = AbstractIntlMessages;

/** Copies the message subtree at a dotted path ('games.categories') into `target`, keeping its nesting. */
function pick(source: Messages, target: Messages, path: readonly string[]) {
  const [head, ...rest] = path;
  const value = head === undefined ? undefined : source[head];
  if (head === undefined || value === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  if (typeof value === 'string') return;
  const into = (target[head] ??= {});
  if (typeof into !== 'string') pick(value, into, rest);
}

/**
 * Hands client components only the message namespaces they use (a namespace may be a dotted path to a part of
 * one), so a page carries no unused text.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages: Messages = await getMessages();
  const picked: Messages = {};
  for (const namespace of namespaces) pick(messages, picked, namespace.split('.'));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
