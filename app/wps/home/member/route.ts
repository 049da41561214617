import { loadMemberHome } from '@/features/home/logic/homeLoad';
import { handleMemberDoor } from '@/lib/bff/handleBff';

export const dynamic = 'force-dynamic';

/** SPEC §4 home load: the member's parts of the shared home (features/home/logic/memberHome.ts). */
export function GET(request: Request): Promise<Response> {
  return handleMemberDoor(request, loadMemberHome);
}
