type Listener = () => void;

/**
 * What this page learned about favourites from the platform's answers to the heart toggle (SPEC §4), and on a
 * shared home from the member's door: nodeId -> favourite or not. Every heart of the same game and the
 * favourites view read it; games not in it keep what the server said.
 */
export function createFavouriteStore() {
  let known = new Map<string, boolean>();
  const listeners = new Set<Listener>();
  return {
    get(nodeId: string): boolean | undefined {
      return known.get(nodeId);
    },
    set(nodeId: string, favourite: boolean) {
      if (known.get(nodeId) === favourite) return;
      known = new Map(known).set(nodeId, favourite);
      listeners.forEach((listener) => listener());
    },
    /** A new snapshot object on every change (for useSyncExternalStore). */
    snapshot(): ReadonlyMap<string, boolean> {
      return known;
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type FavouriteStore = ReturnType<typeof createFavouriteStore>;

export const favouriteStore = createFavouriteStore();

/** A game's heart: what a toggle answered, else what the server said. */
export function isFavourite(
  known: ReadonlyMap<string, boolean>,
  nodeId: string,
  fromServer: boolean,
): boolean {
  return known.get(nodeId) ?? fromServer;
}
