import { getTranslations } from 'next-intl/server';
import { LanguageForm } from '@/components/shell/LanguageForm';
import { config } from '@/lib/config';
import type { ConsolidatedSettings } from '@/lib/platform/schemas';
import { customerServiceLinks, shownCustomerServiceTypes } from '@/lib/settings/customerServiceLinks';
import { closedByAny, DialogOpener } from '@/components/dialog/DialogOpener';
import styles from './SideMenu.module.css';
import { DialogHead } from '@/components/dialog/DialogHead';

const DIALOG_ID = 'home-side-menu';
type ShownType = (typeof shownCustomerServiceTypes)[number];

/**
 * SPEC §2 home side menu: a modal drawer with the main destinations, the language choice and the
 * customer-service buttons, only for csType LIVECHAT, WHATSAPP and FACEBOOK (obfuscated paths decoded on the
 * server).
 */
export async function SideMenu({ settings }: { settings: ConsolidatedSettings | null }) {
  const [t, tShell, titles] = await Promise.all([getTranslations('home'), getTranslations('shell'), getTranslations('titles')]);
  const services = settings
    ? customerServiceLinks(settings, config().MERCHANT_CODE).filter((link): link is typeof link & { csType: ShownType } =>
        (shownCustomerServiceTypes as readonly string[]).includes(link.csType),
      )
    : [];
  const places = [
    // The screen's own name, as its header and the bottom menu call it.
    { href: '/m/activity', label: titles('activity') },
    { href: '/m/notice', label: t('notices') },
    { href: '/m/hot', label: t('hotGames') },
    { href: '/m/startLottery', label: t('lottery') },
  ];
  return (
    <>
      <DialogOpener dialogId={DIALOG_ID} className={styles.opener}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('menu')}</span>
      </DialogOpener>
      <dialog id={DIALOG_ID} aria-labelledby={`${DIALOG_ID}-title`} className={styles.drawer} {...closedByAny}>
        <DialogHead titleId={`${DIALOG_ID}-title`} title={t('menu')} closeLabel={t('close')} />
        <nav aria-label={t('menu')}>
          <ul className={styles.places}>
            {places.map((place) => (
              <li key={place.href}>
                <a href={place.href}>{place.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={`${DIALOG_ID}-language`} className={styles.language}>
          <h3 id={`${DIALOG_ID}-language`}>{tShell('language')}</h3>
          <LanguageForm returnTo="/m/home" />
        </section>
        {services.length > 0 && (
          <section aria-labelledby={`${DIALOG_ID}-service`} className={styles.service}>
            <h3 id={`${DIALOG_ID}-service`}>{t('customerService')}</h3>
            <ul>
              {services.map((service) => (
                <li key={service.csType}>
                  <a href={service.url} target="_blank" rel="noopener noreferrer" className={styles.serviceButton} data-cs-type={service.csType}>
                    {t(`cs.${service.csType}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </dialog>
    </>
  );
}
