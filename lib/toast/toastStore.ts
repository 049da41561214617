import { TOAST_SHORT, type ToastKind } from './toastDurations';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration: number;
}

type Listener = (toasts: readonly Toast[]) => void;

/**
 * The one toast service: any client component shows a toast through it and the single host renders them.
 * A new loading toast replaces the previous one, as one action is loading at a time.
 */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(toasts));

  function dismiss(id: number) {
    const before = toasts.length;
    toasts = toasts.filter((toast) => toast.id !== id);
    if (toasts.length !== before) emit();
  }

  function show(kind: ToastKind, text: string, duration: number = TOAST_SHORT): number {
    const id = nextId++;
    const kept = kind === 'loading' ? toasts.filter((toast) => toast.kind !== 'loading') : toasts;
    toasts = [...kept, { id, kind, text, duration }];
    emit();
    if (duration > 0) schedule(() => dismiss(id), duration);
    return id;
  }

  return {
    show,
    dismiss,
    /** Ends the loading toast, if any (an action finished). */
    doneLoading() {
      toasts.filter((toast) => toast.kind === 'loading').forEach((toast) => dismiss(toast.id));
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      listener(toasts);
      return () => void listeners.delete(listener);
    },
    current: () => toasts,
  };
}

export const toast = createToastStore();
