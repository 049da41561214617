'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { messageWanted } from '@/features/inbox/logic/inboxPages';
import { defineAction } from '@/lib/pipeline/defineAction';
import { inboxDelete } from '@/lib/platform/calls';
import { PlatformError } from '@/lib/platform/PlatformError';
import { callPlatform } from '@/lib/platform/platformClient';

/**
 * Inbox delete (row 72): the ids of the form (one from a message's page), then back to the list without them.
 * Ids that cannot be asked for, or that the platform no longer has, read as a failed delete.
 */
export const deleteMessagesAction = defineAction({
  name: 'inboxDelete',
  who: 'actual',
  // The ids repeat one field name, which the object schema forms read would fold into one.
  schema: ({ form }) => z.unknown().transform(() => form.getAll('id').map((value) => messageWanted(typeof value === 'string' ? value : undefined))),
  async run(ids, { options, patch }) {
    if (ids.length === 0 || ids.some((id) => id === null)) return patch({ notice: (await getTranslations('inbox'))('deleteFailed') });
    await callPlatform(inboxDelete, { ids: ids as string[] }, options);
    redirect(`/m/webEmail?deleted=${ids.length}`);
  },
  async onFailure({ error }, { patch }) {
    if (error instanceof PlatformError && error.code === 'NOT_FOUND') return patch({ notice: (await getTranslations('inbox'))('deleteFailed') });
    return patch({});
  },
});
