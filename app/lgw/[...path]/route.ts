import { handleBff } from '@/lib/bff/handleBff';

export const dynamic = 'force-dynamic';

export { handleBff as GET, handleBff as POST, handleBff as PUT, handleBff as DELETE };
