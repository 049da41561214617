/** Scrolls a horizontal strip so its current entry ([aria-current]) is in view, centred when it can be. */
export function centerCurrent(strip: HTMLElement | null): void {
  const current = strip?.querySelector<HTMLElement>('[aria-current]');
  if (!strip || !current) return;
  const stripBox = strip.getBoundingClientRect();
  const box = current.getBoundingClientRect();
  const offset = box.left - stripBox.left + strip.scrollLeft;
  strip.scrollLeft = Math.max(0, offset - (strip.clientWidth - box.width) / 2);
}
