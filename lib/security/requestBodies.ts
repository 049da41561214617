import { isBffPath, normalisedPath } from '@/lib/routes/requestPath';
import { IMAGE_MAX_BYTES } from '@/lib/uploads/imageRules';

/** What a form of text fields needs (the longest, registration, sends a few KB): its multipart framing included. */
export const FORM_BODY_BYTES = 64 * 1024;
/** A form that carries one picture (SPEC §5: PNG or JPEG, at most 5 MB) with its text fields. */
export const PICTURE_FORM_BYTES = IMAGE_MAX_BYTES + FORM_BODY_BYTES;

/**
 * The screens whose server action takes a picture: the deposit receipt, an activity application's image before
 * hydration (one at a time: a larger body is refused), the head icon. Every other screen posts text fields only.
 */
const PICTURE_SCREENS: ReadonlySet<string> = new Set(['/m/voucherCenter', '/m/activityInfo', '/m/myAccount/index']);

export type BodyVerdict =
  | { kind: 'admitted'; release: () => void }
  /** More than the screen's forms need (413), or a body of unknown size to a screen (411). */
  | { kind: 'tooLarge' | 'lengthRequired' }
  /** The process's budget of bodies in flight is spent: the caller comes back after `retryAfterSeconds` (503). */
  | { kind: 'busy'; retryAfterSeconds: number }
  /** The session's pictures were refused by its limits a moment ago (429), until `retryAfterSeconds` have passed. */
  | { kind: 'pictureLimit'; retryAfterSeconds: number };

export interface BodyRequest {
  method: string;
  /** The raw request target (path and query). */
  url: string;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  /** The sealed session cookie, as sent. */
  session?: string;
}

// Shared through globalThis: the limits that hold a session run in the app's bundle, the server hook in another.
const holder = globalThis as typeof globalThis & { __mcHeldPictures?: Map<string, number> };
const heldPictures = (holder.__mcHeldPictures ??= new Map());
const HELD_SESSIONS_MAX = 10_000;

/**
 * The picture limits refused this session (lib/pipeline/attempts.ts `pictureUploads`): until `untilMs` its next
 * picture-sized bodies are refused before they are read, so a flood past the limit costs no parsing. The store's
 * counters still decide; this only spares reading what they would refuse.
 */
export function holdPictures(session: string, untilMs: number): void {
  if (heldPictures.size >= HELD_SESSIONS_MAX) heldPictures.delete(heldPictures.keys().next().value!);
  heldPictures.delete(session);
  heldPictures.set(session, untilMs);
}

function heldSeconds(session: string | undefined, now: number): number {
  const until = session ? heldPictures.get(session) : undefined;
  if (until === undefined) return 0;
  if (until <= now) {
    heldPictures.delete(session!);
    return 0;
  }
  return Math.ceil((until - now) / 1000);
}

/** Bodies this large or smaller always pass the budget, so a sign-in goes through while pictures wait. */
const BUDGET_FREE_BYTES = FORM_BODY_BYTES;
const BUSY_RETRY_SECONDS = 5;

/**
 * The request bodies one process may hold at once. Next reads a server action's whole body before the action
 * runs (and the doors read an upload whole), so every admitted body of more than a form's size reserves its
 * declared length until its answer is sent; one that would go over the budget is refused before a byte is read.
 */
export class BodyBudget {
  private reserved = 0;

  constructor(private readonly limitBytes: number) {}

  get inFlight(): number {
    return this.reserved;
  }

  admit(request: BodyRequest): BodyVerdict {
    const declared = request.contentLength === undefined ? null : Number(request.contentLength);
    const hasBody = declared !== null ? declared > 0 : request.transferEncoding !== undefined;
    if (!hasBody) return { kind: 'admitted', release: () => undefined };
    // The doors measure their bodies themselves as they stream (lib/bff/handleBff.ts) and answer in their envelope.
    const path = request.url.split('?')[0] ?? '/';
    if (!isBffPath(path)) {
      if (declared === null || !Number.isSafeInteger(declared)) return { kind: 'lengthRequired' };
      if (declared > bodyAllowance(path)) return { kind: 'tooLarge' };
    }
    const size = declared !== null && Number.isSafeInteger(declared) ? declared : PICTURE_FORM_BYTES;
    if (size <= BUDGET_FREE_BYTES) return { kind: 'admitted', release: () => undefined };
    const held = heldSeconds(request.session, Date.now());
    if (held) return { kind: 'pictureLimit', retryAfterSeconds: held };
    if (this.reserved + size > this.limitBytes) return { kind: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS };
    this.reserved += size;
    let released = false;
    return {
      kind: 'admitted',
      release: () => {
        if (released) return;
        released = true;
        this.reserved -= size;
      },
    };
  }
}

/** The largest body a screen's forms send. */
export function bodyAllowance(rawPath: string): number {
  const path = normalisedPath(rawPath);
  return path && PICTURE_SCREENS.has(path) ? PICTURE_FORM_BYTES : FORM_BODY_BYTES;
}
