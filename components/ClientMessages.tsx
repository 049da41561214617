import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Messages = Record<string, unknown>;

/** Copies the message subtree at a dotted path ('games.categories') into `target`, keeping its nesting. */
function pick(source: Messages, target: Messages, path: readonly string[]) {
  const [head, ...rest] = path;
  if (head === undefined || !(head in source)) return;
  if (rest.length === 0) {
    target[head] = source[head];
    return;
  }
  target[head] ??= {};
  pick(source[head] as Messages, target[head] as Messages, rest);
}

/**
 * Hands client components only the message namespaces they use (a namespace may be a dotted path to a part of
 * one), so a page carries no unused text.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  const picked: Messages = {};
  for (const namespace of namespaces) pick(messages, picked, namespace.split('.'));
  return <NextIntlClientProvider messages={picked as never}>{children}</NextIntlClientProvider>;
}
