import { randomBytes } from 'node:crypto';

/** Where a page may load from beyond its own origin, derived from the merchant's settings. */
export interface ContentSources {
  /** Origins the customer-service screen frames (no screen frames a game: games open as top-level pages). */
  frame: readonly string[];
  /** Origins of the merchant's image CDNs (they may be plain http). */
  image: readonly string[];
}

export interface PageSecurity {
  nonce: string;
  sources: ContentSources;
  /** The visitor came over HTTPS (X-Forwarded-Proto, see isSecureRequest): HSTS and upgrades only then. */
  secure: boolean;
  /** React's development build needs eval for its error overlays; production never does. */
  development?: boolean;
}

/** A fresh, unguessable nonce per page request (128 bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page CSP ("Security"): scripts only with this request's nonce ('strict-dynamic' lets Next's
 * nonced loader pull its chunks); styles may be inline because React style attributes and the status pages
 * use them. Forms post only to this origin: server actions, /api/locale and their redirects are all local,
 * and social login starts from a link, not a form.
 */
export function contentSecurityPolicy({ nonce, sources, secure, development }: PageSecurity): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...sources.image].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ['frame-src', ...(sources.frame.length ? sources.frame : ["'none'"])].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (secure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Camera and microphone only for the customer-service frame (voice or video chat); nothing else is used. */
export function permissionsPolicy(sources: ContentSources): string {
  const chat = ['self', ...sources.frame.map((origin) => `"${origin}"`)].join(' ');
  return [
    'accelerometer=()',
    `camera=(${chat})`,
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    `microphone=(${chat})`,
    'payment=()',
    'usb=()',
    'browsing-topics=()',
  ].join(', ');
}

/** Every header a page answer carries; HSTS only over HTTPS, where a browser will honour it. */
export function pageSecurityHeaders(page: PageSecurity): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(page),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(page.sources),
    'X-Frame-Options': 'DENY',
  };
  if (page.secure) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/**
 * The platform's own lottery pages passed through under /play carry the platform's scripts, which cannot know
 * our nonce. They run sandboxed, in an origin of their own (no `allow-same-origin`): not this site's, so they reach
 * neither its cookies nor its doors (a request from them is cross-site), while scripts, forms and pop-ups still work.
 */
export function passThroughSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "sandbox allow-scripts allow-forms allow-popups allow-modals; frame-ancestors 'none'; object-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}
