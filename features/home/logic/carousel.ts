/** SPEC §2 and §9: a carousel loops and plays by itself only with more than one entry. */
export function carouselMoves(count: number): boolean {
  return count > 1;
}
