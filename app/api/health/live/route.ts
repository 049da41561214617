export const dynamic = 'force-dynamic';

/** Liveness: the process answers. Stays true while draining, so Kubernetes does not kill a replica finishing its work. */
export function GET(): Response {
  return Response.json({ alive: true }, { headers: { 'Cache-Control': 'no-store' } });
}
