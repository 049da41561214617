import { scriptNonce } from '@/lib/security/scriptNonce';

/**
 * Marks <html data-standalone> in an iOS home-screen web clip (navigator.standalone; iOS does not report
 * display-mode standalone for every clip). Inline so it runs while the page is parsed, before the first paint:
 * the download offers never flash in the installed app.
 */
export async function InstalledAppMarker() {
  return (
    <script
      nonce={await scriptNonce()}
      dangerouslySetInnerHTML={{
        __html: "if(navigator.standalone===true)document.documentElement.setAttribute('data-standalone','')",
      }}
    />
  );
}
