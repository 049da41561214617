/** SPEC §2 /m/activityInfo?id=: one activity's page. */
export function activityInfoHref(id: string | number): string {
  return `/m/activityInfo?id=${encodeURIComponent(id)}`;
}
