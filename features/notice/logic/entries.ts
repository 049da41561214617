import 'server-only';
import type { DateFormat } from '@/lib/format/formatDate';

/** One announcement or inbox message as the lists draw it: the date already written out by the server. */
export interface ReadableEntry {
  id: string;
  title: string;
  content: string;
  read: boolean;
  /** The date as shown, '' when the platform gave none. */
  date: string;
  /** ISO 8601 for <time dateTime>, '' when none. */
  dateTime: string;
}

function instant(value: number | string | undefined): Date | null {
  if (value === undefined || value === '') return null;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function readableEntry(
  item: { id: string; title: string; content: string; read: boolean; createTime?: number | string },
  format: DateFormat,
): ReadableEntry {
  const created = instant(item.createTime);
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    read: item.read,
    date: created ? format.date(created, 'dayMinute') : '',
    dateTime: created ? created.toISOString() : '',
  };
}
