import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/toast/ToastHost';
import { AppHeader } from '@/components/shell/AppHeader';
import { BottomMenu } from '@/components/shell/BottomMenu';
import { DownloadBar, HIDE_DOWNLOAD_BAR } from '@/components/shell/DownloadBar';
import { ShellEffects } from '@/components/shell/ShellEffects';
import { VitalsReporter } from '@/components/shell/VitalsReporter';
import { downloadLink, downloadLinks, insideApp } from '@/features/download/logic/appContext';
import { config } from '@/lib/config';
import { currentSettings } from '@/lib/request/context';
import { routeRule } from '@/lib/routes/routeTable';
import { hintImageOrigins } from '@/lib/settings/imageOrigins';
import styles from './layout.module.css';

/** The frame of every /m screen, drawn by the route table's layout rules (SPEC §2). */
export default async function MobileLayout({ children }: { children: ReactNode }) {
  const [requestHeaders, jar, snapshot] = await Promise.all([headers(), cookies(), currentSettings()]);
  const pathname = requestHeaders.get('x-mc-pathname') ?? '/m/home';
  const search = requestHeaders.get('x-mc-search') ?? '';
  const rule = routeRule(pathname);
  const settings = snapshot?.settings ?? null;
  hintImageOrigins(settings);
  const userAgent = requestHeaders.get('user-agent') ?? '';
  const link =
    rule?.topBanner && !jar.get(HIDE_DOWNLOAD_BAR) && !insideApp(userAgent) ? downloadLink(settings, userAgent) : null;
  const bottomMenu = rule?.bottomMenu ?? true;
  return (
    <>
      {link && <DownloadBar settings={settings} link={link} icon={downloadLinks(settings).icon} />}
      {(rule?.header ?? true) && <AppHeader rule={rule} search={search} />}
      <div id="content" className={bottomMenu ? styles.aboveMenu : undefined}>
        {children}
      </div>
      {bottomMenu && <BottomMenu current={rule?.page ?? pathname} />}
      <ToastHost />
      <ShellEffects />
      <VitalsReporter sampleRate={config().VITALS_SAMPLE_RATE} />
    </>
  );
}
