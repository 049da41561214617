/** A GET through the backend-for-frontend (/wps, /lgw): the envelope's value, or an Error with its message. */
export async function bffGet<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: T; message?: string } | null;
  if (!response.ok || !envelope?.success) throw new Error(envelope?.message || `HTTP ${response.status}`);
  return envelope.value as T;
}
