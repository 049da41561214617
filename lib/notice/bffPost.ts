/** A POST through the backend-for-frontend (/wps): resolves with the envelope's value, rejects on a refusal. */
export async function bffPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: T; message?: string } | null;
  if (!response.ok || !envelope?.success) throw new Error(envelope?.message || `HTTP ${response.status}`);
  return envelope.value as T;
}
