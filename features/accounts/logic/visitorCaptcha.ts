import 'server-only';
import { visitorRate } from '@/lib/pipeline/attempts';
import { captcha } from '@/lib/platform/calls';
import { orFallback } from '@/lib/platform/orFallback';
import { askPlatform, requestOptions } from '@/lib/request/context';

const captchaBudget = visitorRate('captcha');

/**
 * A captcha image fetched by the server for a visitor (the registration's first view, the new one after a refusal),
 * taken from the same per-address budget as the captcha door, so reloading the page gets no more images than
 * tapping for new ones would. Null when the budget is spent or the platform gives none: the form then offers the
 * tap for a new image, which the door answers (or refuses, translated).
 */
export async function visitorCaptcha(): Promise<string | null> {
  try {
    await captchaBudget.check({}, { forwardedFor: (await requestOptions()).forwardedFor ?? null, userName: null });
    return await askPlatform(captcha, {});
  } catch (error) {
    return orFallback(null)(error);
  }
}
