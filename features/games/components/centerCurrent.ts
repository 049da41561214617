/** Scrolls a horizontal strip so its current entry ([aria-current]) is in view, centred when it can be. */
export function centerCurrent(strip: HTMLElement | null): void {
  const current = strip?.querySelector<HTMLElement>('[aria-current]');
  if (!strip || !current) return;
  const stripBox = strip.getBoundingClientRect();
  const box = current.getBoundingClientRect();
  // A move from where it is, not an absolute scrollLeft: the same in a right-to-left strip, whose scrollLeft runs
  // negative; the browser clamps at the ends.
  strip.scrollLeft += box.left + box.width / 2 - (stripBox.left + stripBox.width / 2);
}
