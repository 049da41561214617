import { handleBff } from '@/lib/bff/handleBff';

export const dynamic = 'force-dynamic';

// PATCH and OPTIONS are on no call's list: exported so they get the 404 envelope rather than Next's bare 405/204.
export { handleBff as GET, handleBff as POST, handleBff as PUT, handleBff as DELETE, handleBff as PATCH, handleBff as OPTIONS };
