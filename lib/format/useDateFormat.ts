import { useTimeZone } from 'next-intl';
import { useMemo } from 'react';
import { dateFormatIn, type DateFormat } from './formatDate';

/** `dateFormat()` for client components: the named formats in the zone next-intl's provider hands down. */
export function useDateFormat(): DateFormat {
  const timeZone = useTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useMemo(() => dateFormatIn(timeZone), [timeZone]);
}
