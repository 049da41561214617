'use client';

import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useRef, type ReactNode } from 'react';
import { laterPicturesIn, showLaterPicture } from '@/components/LaterPicture';
import { carouselMoves } from '@/features/home/logic/carousel';
import { nextTask } from '@/features/home/logic/nextTask';
import styles from './Carousel.module.css';

type SwiperBundle = typeof import('@/features/home/logic/swiperBundle');

/**
 * How long before the first turn swiper is fetched and takes over, and before any turn a slide's pictures are
 * asked for (LaterPicture): long enough for either on a slow network, and past a phone's load, which then hydrates
 * and paints without swiper's 20 KB of script and its first layout.
 */
const LEAD_MS = 2000;

/** What a player does to a carousel that brings swiper at once (a swipe, a tapped dot, a key). */
const TAKEOVER_EVENTS = ['pointerdown', 'touchstart', 'focusin'] as const;

export interface CarouselProps {
  /** Server-rendered slides; the section around the carousel names it (aria-roledescription 'carousel'). */
  slides: ReactNode[];
  /** The translated role description of one slide ('slide'). */
  slideRole: string;
  direction?: 'horizontal' | 'vertical';
  /** Autoplay delay (ms). */
  delay: number;
  /** Transition speed (ms). */
  speed?: number;
  pagination?: boolean;
  className?: string;
}

/**
 * A swiper carousel over server-rendered slides. The server HTML is already a working scroll-snap strip
 * showing the first slide (and its dots); swiper (core + pagination) takes over only when there is more than one
 * slide, shortly before the first turn or as soon as the player touches it, and then loops and plays by itself
 * (SPEC §2, §9).
 */
export function Carousel({ slides, slideRole, direction = 'horizontal', delay, speed = 300, pagination = false, className }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const moves = carouselMoves(slides.length);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !moves) return;
    let swiper: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | null = null;
    let cancelled = false;
    let timer = 0;
    let cancelStart = () => {};
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const showSlide = (slide: Element | undefined) => {
      if (slide) for (const image of laterPicturesIn(slide)) showLaterPicture(image);
    };
    const showAll = () => showSlide(root);
    const mountedAt = Date.now();
    let leadTimer = 0;
    const start = ({ Swiper, Pagination }: SwiperBundle, firstSlide: number) => {
      const instance = new Swiper(root, {
        modules: [Pagination],
        direction,
        loop: true,
        speed,
        pagination: pagination && dotsRef.current ? { el: dotsRef.current, clickable: true } : false,
      });
      swiper = instance;
      // A slide's pictures come just before it shows: the one shown now (a tapped dot), all of them once the player
      // drags, the next one a little before the timer turns to it.
      instance.on('slideChange', () => showSlide(instance.slides[instance.activeIndex]));
      instance.on('touchStart', showAll);
      if (firstSlide > 0) instance.slideToLoop(firstSlide, 0);
      if (still) return;
      // Swiper's autoplay module recounts its time left on every animation frame, which keeps a phone's main
      // thread busy between slides; one timer, re-armed at every slide change (a swipe too), moves it instead.
      const arm = (wait: number) => {
        window.clearTimeout(timer);
        window.clearTimeout(leadTimer);
        timer = window.setTimeout(() => instance.slideNext(), wait);
        const next = instance.slides[instance.activeIndex + 1];
        if (wait > LEAD_MS) leadTimer = window.setTimeout(() => showSlide(next), wait - LEAD_MS);
        else showSlide(next);
      };
      // Re-armed when another slide shows (swiper's loop also reports a slide change when it only re-sorts its slides).
      instance.on('realIndexChange', () => arm(delay));
      // The first turn keeps its time from the showing of the page, whenever swiper came.
      arm(Math.max(0, delay - (Date.now() - mountedAt)));
    };
    let requested = false;
    const takeOver = (event?: Event) => {
      if (requested) return;
      requested = true;
      window.clearTimeout(takeOverTimer);
      for (const type of TAKEOVER_EVENTS) root.removeEventListener(type, takeOver);
      // A touch before swiper is there is the player about to swipe, or tapping a dot drawn by the server: every
      // slide's picture comes with it, and swiper starts on the slide of that dot.
      const dot = event?.target instanceof Element ? event.target.closest('[data-slide]') : null;
      const firstSlide = Number(dot?.getAttribute('data-slide') ?? 0);
      if (event) showAll();
      void import('@/features/home/logic/swiperBundle').then((bundle) => {
        if (cancelled) return;
        // Each carousel starts in a task of its own: started together, they made one long task on a slow phone.
        cancelStart = nextTask(() => start(bundle, firstSlide));
      });
    };
    const takeOverTimer = window.setTimeout(takeOver, Math.max(0, delay - LEAD_MS));
    for (const type of TAKEOVER_EVENTS) root.addEventListener(type, takeOver, { passive: true });
    return () => {
      cancelled = true;
      cancelStart();
      window.clearTimeout(takeOverTimer);
      for (const type of TAKEOVER_EVENTS) root.removeEventListener(type, takeOver);
      window.clearTimeout(timer);
      window.clearTimeout(leadTimer);
      swiper?.destroy(true, true);
    };
  }, [moves, direction, delay, speed, pagination]);

  return (
    <div
      ref={rootRef}
      className={`swiper ${styles.carousel} ${className ?? ''}`}
      data-direction={direction}
    >
      <div className={`swiper-wrapper ${styles.wrapper}`}>
        {slides.map((slide, index) => (
          <div key={index} className={`swiper-slide ${styles.slide}`} aria-roledescription={slideRole} role="group" aria-label={`${index + 1} / ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {pagination && moves && (
        <>
          <div ref={dotsRef} className={`swiper-pagination ${styles.dots}`} aria-hidden="true" />
          {/* Swiper's dots as the server draws them, until swiper comes and draws its own. */}
          <div className={`swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal ${styles.dotsBefore}`} aria-hidden="true">
            {slides.map((_, index) => (
              <span key={index} data-slide={index} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
