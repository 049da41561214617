import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GameListScreen } from '@/features/games/components/GameListScreen';
import { GameLobbyScreen } from '@/features/games/components/GameLobbyScreen';
import { gameListHref, gameListViewOf, SEARCH_CATEGORY, sourceOfView, type Query } from '@/features/games/logic/gameListQuery';
import { sourceNeedsSession } from '@/features/games/logic/gameSource';
import { currentViewer } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';

type Props = { searchParams: Promise<Query> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [view, t] = await Promise.all([searchParams.then(gameListViewOf), getTranslations('titles')]);
  return { title: t(view?.type === SEARCH_CATEGORY ? 'slots' : 'gameLobby') };
}

/**
 * /m/gameLobby: the popular lobby, or with ?type= a category's game list (SPEC §2 game screens). Favourites and
 * recent games need a session: visitors sign in first and come back here.
 */
export default async function GameLobbyPage({ searchParams }: Props) {
  const query = await searchParams;
  const view = gameListViewOf(query);
  if (!view) return <GameLobbyScreen query={query} />;
  if (sourceNeedsSession(sourceOfView(view)) && !(await currentViewer()).loggedIn) {
    redirect(loginPathFor(gameListHref({ ...view, page: 1 })));
  }
  return <GameListScreen view={view} />;
}
