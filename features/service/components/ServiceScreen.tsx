import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { config } from '@/lib/config';
import { currentSettings } from '@/lib/request/context';
import { scriptNonce } from '@/lib/security/scriptNonce';
import { framingVerdict } from '@/features/service/logic/frameRefusal';
import { requestOrigin, shownServiceLinks, type ShownServiceType } from '@/features/service/logic/serviceLink';
import { customerServiceLinks } from '@/lib/settings/customerServiceLinks';
import { whitelabelFlag } from '@/lib/settings/whitelabelFlag';
import { ServiceFrame } from './ServiceFrame';
import styles from './ServiceScreen.module.css';

/**
 * The frame, or the refusal message when the service page forbids being framed by us (asked on the server:
 * a browser fires load even for a refused frame). Streams in after the probe; the loading indicator stands in.
 */
async function FrameOrRefusal({ url, origin }: { url: string; origin: string | null }) {
  const [t, nonce] = await Promise.all([getTranslations('service'), scriptNonce()]);
  const verdict = origin ? await framingVerdict(url, origin) : 'unknown';
  if (verdict === 'refused') {
    return (
      <p className={styles.notice} role="alert" data-service-refused>
        {t('refused')}
      </p>
    );
  }
  return <ServiceFrame src={url} title={t('frameTitle')} loading={t('loading')} nonce={nonce} />;
}

/**
 * SPEC §2 customer service screen: the decoded service link (LIVECHAT, or ?type= another shown kind) embedded
 * with a loading indicator; a link to open it in a new window is always there; a refused embed or a missing
 * link says so plainly. The feedback form is linked below while FEEDBACK3 is on.
 */
export async function ServiceScreen({ type }: { type: ShownServiceType }) {
  const [t, tHome, snapshot, requestHeaders] = await Promise.all([
    getTranslations('service'),
    getTranslations('home'),
    currentSettings(),
    headers(),
  ]);
  const settings = snapshot?.settings ?? null;
  const links = settings ? shownServiceLinks(customerServiceLinks(settings, config().MERCHANT_CODE)) : [];
  const link = links.find((entry) => entry.csType === type);
  const loading = (
    <div className={styles.frameBox}>
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </p>
    </div>
  );
  return (
    <main className={styles.screen}>
      {links.length > 1 && (
        <nav aria-label={t('channels')}>
          <ul className={styles.channels}>
            {links.map((entry) => (
              <li key={entry.csType}>
                <a href={`/m/service?type=${entry.csType}`} aria-current={entry.csType === type ? 'page' : undefined}>
                  {tHome(`cs.${entry.csType}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {link ? (
        <>
          <a href={link.url} target="_blank" rel="noopener" className={styles.open} data-service-open>
            {t('open')}
          </a>
          <Suspense fallback={loading}>
            <FrameOrRefusal url={link.url} origin={requestOrigin(requestHeaders)} />
          </Suspense>
        </>
      ) : (
        <p className={styles.notice} role="status" data-service-unavailable>
          {t('unavailable')}
        </p>
      )}
      {/* Feedback (FEEDBACK3) is reached from customer service. */}
      {whitelabelFlag(settings, 'FEEDBACK3') && (
        <a href="/m/feedback" className={styles.open} data-service-feedback>
          {t('feedback')}
        </a>
      )}
    </main>
  );
}
