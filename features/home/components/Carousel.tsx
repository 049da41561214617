'use client';

import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useRef, type ReactNode } from 'react';
import { laterPicturesIn, showLaterPicture } from '@/components/LaterPicture';
import { carouselMoves } from '@/features/home/logic/carousel';
import { nextTask } from '@/features/home/logic/nextTask';
import styles from './Carousel.module.css';

type SwiperBundle = typeof import('@/features/home/logic/swiperBundle');

/** How long before a slide turns its pictures are asked for (LaterPicture): long enough on a slow network. */
const PICTURE_LEAD_MS = 2000;

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
 * showing the first slide; swiper (core + pagination, loaded after the first paint) takes over only
 * when there is more than one slide, and then loops and plays by itself (SPEC §2, §9).
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
    let leadTimer = 0;
    const start = ({ Swiper, Pagination }: SwiperBundle) => {
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
      if (still) return;
      // Swiper's autoplay module recounts its time left on every animation frame, which keeps a phone's main
      // thread busy between slides; one timer, re-armed at every slide change (a swipe too), moves it instead.
      const arm = () => {
        window.clearTimeout(timer);
        window.clearTimeout(leadTimer);
        timer = window.setTimeout(() => instance.slideNext(), delay);
        leadTimer = window.setTimeout(() => showSlide(instance.slides[instance.activeIndex + 1]), Math.max(0, delay - PICTURE_LEAD_MS));
      };
      instance.on('slideChange', arm);
      arm();
    };
    void import('@/features/home/logic/swiperBundle').then((bundle) => {
      if (cancelled) return;
      // Each carousel starts in a task of its own: started together, right after the chunk arrives, they made
      // one long task of the home's load on a slow phone.
      cancelStart = nextTask(() => start(bundle));
    });
    return () => {
      cancelled = true;
      cancelStart();
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
      {pagination && moves && <div ref={dotsRef} className={`swiper-pagination ${styles.dots}`} aria-hidden="true" />}
    </div>
  );
}
