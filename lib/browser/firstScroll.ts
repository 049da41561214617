'use client';

let scrolled = false;

/**
 * Calls `then` once the player first scrolls the page or any part of it (a strip, a list), or at once when they
 * already have, or the page opened scrolled (a way back restores its place). Answers how to stop waiting.
 */
export function afterFirstScroll(then: () => void): () => void {
  if (scrolled || window.scrollY > 0) {
    scrolled = true;
    then();
    return () => {};
  }
  // Scroll events do not bubble; the window hears every element's in their capture phase.
  const listener = () => {
    scrolled = true;
    then();
  };
  window.addEventListener('scroll', listener, { capture: true, passive: true, once: true });
  return () => window.removeEventListener('scroll', listener, { capture: true });
}
