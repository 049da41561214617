import { scriptNonce } from '@/lib/security/scriptNonce';

/**
 * SPEC §2 page fade (cross-document view transitions): a navigation that starts, is stopped or meets a turned
 * phone while a fade runs aborts it, and the browser rejects the transition's promises ("Transition was aborted
 * because of invalid state"), a page error nobody could handle. Inline in <head>, so it listens before the page's
 * first frame reveals it; it only hears the outcome, the fade itself needs no script.
 */
const GUARD =
  "(function(){function q(e){var t=e.viewTransition;if(t)[t.ready,t.finished,t.updateCallbackDone].forEach(function(p){if(p)p.catch(function(){})})}addEventListener('pagereveal',q);addEventListener('pageswap',q)})()";

export async function PageFadeGuard() {
  return <script nonce={await scriptNonce()} dangerouslySetInnerHTML={{ __html: GUARD }} />;
}
