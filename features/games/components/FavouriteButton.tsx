'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { toast } from '@/lib/toast/toastStore';
import { favouriteStore, isFavourite } from '@/features/games/logic/favouriteStore';
import { sendFavourite, toggleFavourite, type HeartMode } from '@/features/games/logic/favouriteToggle';
import { loginPathFor } from '@/lib/routes/returnPath';
import styles from './GameGrid.module.css';

const subscribe = (listener: () => void) => favouriteStore.subscribe(listener);
const snapshot = () => favouriteStore.snapshot();

/** SPEC §2 game tile heart: a toggle button whose pressed state is the game's favourite state (SPEC §4 rules). */
export function FavouriteButton({
  nodeId,
  vendor,
  name,
  favourite,
  signedIn,
  mode,
}: {
  nodeId: string;
  vendor: string;
  name: string;
  favourite: boolean;
  signedIn: boolean;
  mode: HeartMode;
}) {
  const t = useTranslations('games');
  const codes = useTranslations('codes');
  const known = useSyncExternalStore(subscribe, snapshot, snapshot);
  const pressed = isFavourite(known, nodeId, favourite);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await toggleFavourite({
        nodeId,
        vendor,
        favourite: pressed,
        signedIn,
        mode,
        texts: {
          loginFirst: codes('in_logged_login'),
          adding: codes('in_collection'),
          removing: codes('in_cancel_collection'),
          saved: codes('in_chang_saved'),
        },
        store: favouriteStore,
        toast,
        send: sendFavourite,
        goToLogin: () => window.location.assign(loginPathFor(`${window.location.pathname}${window.location.search}`)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={pressed}
      aria-label={t('favourite', { game: name })}
      aria-busy={busy || undefined}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.1c2.1-.2 3.9.9 5.4 2.8 1.5-1.9 3.3-3 5.4-2.8 3.7.4 5.7 4.3 4.2 7.7C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
