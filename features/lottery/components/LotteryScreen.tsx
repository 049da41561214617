import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FAV_TAB } from '@/features/lottery/logic/menu';
import { currentViewer } from '@/lib/request/context';
import { loginPathFor } from '@/lib/routes/returnPath';
import { LotterySection } from './LotterySection';
import styles from './LotteryScreen.module.css';

type Query = Record<string, string | string[] | undefined>;

/** /m/moreLottery and /m/startLottery: the lottery list as a screen; FAV without a session goes to /m/login. */
export async function LotteryScreen({ path, query }: { path: string; query: Query }) {
  const [viewer, t] = await Promise.all([currentViewer(), getTranslations('titles')]);
  if (query.tab === FAV_TAB && !viewer.loggedIn) redirect(loginPathFor(`${path}?tab=${FAV_TAB}`));
  return (
    <main className={styles.screen} data-screen="lottery">
      <h2 className="visually-hidden">{t('lottery')}</h2>
      <LotterySection tab={query.tab} basePath={path} />
    </main>
  );
}
