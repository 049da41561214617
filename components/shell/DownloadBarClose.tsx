'use client';

/** Closing hides the bar for good: local storage as SPEC §2 says, and a cookie so the server stops drawing it. */
export function DownloadBarClose({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => {
        window.localStorage.setItem('hideDownloadBar', '1');
        document.cookie = 'hideDownloadBar=1; Path=/; Max-Age=31536000; SameSite=Lax';
        event.currentTarget.closest('[data-download-bar]')?.remove();
      }}
    >
      ×
    </button>
  );
}
