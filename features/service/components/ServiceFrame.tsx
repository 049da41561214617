import styles from './ServiceScreen.module.css';

/**
 * Watches the frame's load event from the first parse, so a page that loads before (or without) hydration
 * still drops the loading indicator. Navigation to /m/service is always a full document load (plain links),
 * so this inline script always runs; it ships no client bundle.
 */
const MARK_LOADED =
  "(function(s){var f=s.previousElementSibling;f.addEventListener('load',function(){s.parentNode.setAttribute('data-loaded','')})})(document.currentScript)";

/** SPEC §2 customer service screen: the service page in a frame, with a loading indicator until it has loaded. */
export function ServiceFrame({ src, title, loading, nonce }: { src: string; title: string; loading: string; nonce?: string }) {
  return (
    // data-loaded is set by the inline script, not by React.
    <div className={styles.frameBox} data-service-frame suppressHydrationWarning>
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {loading}
      </p>
      <iframe src={src} title={title} className={styles.frame} allow="camera; microphone; clipboard-write" />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_LOADED }} />
    </div>
  );
}
