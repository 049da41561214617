'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC §2: the header turns sticky once the page content is 100 px or less from the top. */
const STICKY_AT_PX = 100;
/** SPEC §2: a swipe is a horizontal move over 100 px, or one that leaves the screen; it counts for 500 ms. */
const SWIPE_PX = 100;
const SWIPE_MEMORY_MS = 500;

interface PageSwapEvent extends Event {
  viewTransition: { skipTransition(): void } | null;
  activation: { navigationType: string } | null;
}

/** The longest a task waits for the browser to be idle. */
const IDLE_WAIT_MS = 2000;

/** Runs `task` when the browser is next idle (a moment later where it cannot tell), and returns its cancel. */
function afterIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, IDLE_WAIT_MS);
  return () => window.clearTimeout(id);
}

/** The offline page's worker (app/sw.js): at the root, so it may answer a navigation to any screen. */
const SERVICE_WORKER = '/sw.js';

/**
 * What the shell does in the browser: the sticky header, no fade for a back right after a swipe, the service
 * worker, and a fresh render once the network is back (what was shown offline stayed; it may have gone stale).
 */
export function ShellEffects() {
  const router = useRouter();

  useEffect(() => {
    // After the load, once the page is idle: installing, the worker fetches the offline page of every language the
    // merchant offers, which a first visit on a slow phone should not share its network and processor with.
    // A failed registration (private mode, an old browser) only costs the offline page.
    const register = () => void navigator.serviceWorker?.register(SERVICE_WORKER, { scope: '/' }).catch(() => undefined);
    let cancel = () => {};
    const onLoad = () => {
      cancel = afterIdle(register);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel();
    };
  }, []);

  useEffect(() => {
    const online = () => router.refresh();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [router]);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-app-header]');
    const content = document.getElementById('content');
    let frame = 0;
    const updateSticky = () => {
      frame = 0;
      if (header && content) header.dataset.sticky = String(content.getBoundingClientRect().top <= STICKY_AT_PX);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(updateSticky);
    };
    updateSticky();

    let startX: number | null = null;
    let swipedAt = 0;
    const onTouchStart = (event: TouchEvent) => {
      startX = event.touches[0]?.clientX ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const x = event.touches[0]?.clientX;
      if (startX === null || x === undefined) return;
      if (Math.abs(x - startX) > SWIPE_PX || x <= 0 || x >= window.innerWidth) swipedAt = Date.now();
    };
    // The browser's own swipe-back already animated the page: a second fade would stutter.
    const onPageSwap = (event: Event) => {
      const swap = event as PageSwapEvent;
      if (swap.activation?.navigationType === 'traverse' && Date.now() - swipedAt <= SWIPE_MEMORY_MS) {
        swap.viewTransition?.skipTransition();
      }
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    window.addEventListener('pageswap', onPageSwap);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('pageswap', onPageSwap);
    };
  }, []);
  return null;
}
