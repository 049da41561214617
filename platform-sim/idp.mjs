// The identity providers the platform trusts for social login (Google, Facebook), played by the simulator so
// the product's ID-token path runs end to end: a JWKS, a consent page that hands the browser an ID token in
// the redirect fragment, and the platform-side check of that token (row 2, firebaseChannel google/facebook).
// RS256 is done with node:crypto directly, on purpose independent of the jose code the product verifies with.
import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import { escapeHtml } from './http.mjs';
/** @import { IdpAnswer, RequestContext, SigningKey, SocialProvider } from './types.mjs' */

/** @type {SocialProvider[]} */
export const SOCIAL_PROVIDERS = ['google', 'facebook'];

/** @type {Record<SocialProvider, { name: string, clientId: string, flag: string }>} */
const PROVIDERS = {
  google: { name: 'Google', clientId: 'sim-google-client.apps.example', flag: 'GOOGLELOGIN3' },
  facebook: { name: 'Facebook', clientId: 'sim-facebook-app-1234', flag: 'FACEBOOKLOGIN3' },
};

export const ID_TOKEN_TTL_SECONDS = 10 * 60;
// Accounts offered on the consent page: a seeded member (by its email) and somebody the platform does not know.
const CONSENT_ACCOUNTS = ['demo01@example.com', 'new.player@example.com'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * @param {string} kid
 * @returns {SigningKey}
 */
function newKey(kid) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

// One signing key per provider per process (like the platform's RSA key), so every instance can verify
// tokens any instance issued.
/** @type {Record<SocialProvider, SigningKey>} */
const keys = /** @type {Record<SocialProvider, SigningKey>} */ (Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, newKey(`${provider}-1`)])));
/** @type {Record<SocialProvider, SigningKey> | undefined} */
let foreignKeys;

/**
 * Signing keys nobody publishes, with the providers' kids: what a forger holds.
 * @param {SocialProvider} provider
 */
function foreignKey(provider) {
  foreignKeys ??= /** @type {Record<SocialProvider, SigningKey>} */ (Object.fromEntries(SOCIAL_PROVIDERS.map((name) => [name, newKey(`${name}-1`)])));
  return foreignKeys[provider];
}

/**
 * @param {unknown} value
 * @returns {value is SocialProvider}
 */
export function isSocialProvider(value) {
  return SOCIAL_PROVIDERS.includes(/** @type {SocialProvider} */ (value));
}

/** @param {SocialProvider} provider */
export function providerFlag(provider) {
  return PROVIDERS[provider].flag;
}

/**
 * @param {string} baseUrl
 * @param {SocialProvider} provider
 */
export function issuerOf(baseUrl, provider) {
  return `${baseUrl}/idp/${provider}`;
}

/**
 * Row 14 `socialLogin` entries: where the product sends the browser and where it fetches the keys.
 * @param {string} baseUrl
 * @param {SocialProvider[]} providers
 */
export function socialLoginSettings(baseUrl, providers) {
  return providers.map((provider) => ({
    provider,
    clientId: PROVIDERS[provider].clientId,
    issuer: issuerOf(baseUrl, provider),
    authorizeUrl: `${issuerOf(baseUrl, provider)}/authorize`,
    jwksUri: `${issuerOf(baseUrl, provider)}/jwks`,
  }));
}

const b64url = (/** @type {string} */ value) => Buffer.from(value).toString('base64url');

/**
 * An RS256 ID token. Options exist for tests: another audience or issuer, a shifted clock (`issuedAt`, seconds),
 * a lifetime (`expiresIn`, seconds, negative = already expired), or `forged` (signed with an unpublished key).
 * @param {{ baseUrl: string, provider: SocialProvider, email: string, nonce?: string, audience?: string, issuer?: string, issuedAt?: number, expiresIn?: number, forged?: boolean }} options
 */
export function mintIdToken({ baseUrl, provider, email, nonce, audience, issuer, issuedAt, expiresIn, forged = false }) {
  const key = forged ? foreignKey(provider) : keys[provider];
  const iat = issuedAt ?? Math.floor(Date.now() / 1000);
  /** @type {{ iss: string, aud: string, sub: string, email: string, email_verified: boolean, iat: number, exp: number, nonce?: string }} */
  const payload = {
    iss: issuer ?? issuerOf(baseUrl, provider),
    aud: audience ?? PROVIDERS[provider].clientId,
    sub: createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 21),
    email: email.toLowerCase(),
    email_verified: true,
    iat,
    exp: iat + (expiresIn ?? ID_TOKEN_TTL_SECONDS),
  };
  if (nonce) payload.nonce = nonce;
  const input = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }))}.${b64url(JSON.stringify(payload))}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/**
 * @param {string} part
 * @returns {Record<string, unknown> | null}
 */
function decodePart(part) {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The platform's own check of an ID token: signature, issuer, audience, expiry. Answers the claims or null.
 * @param {unknown} token
 * @param {SocialProvider} provider
 * @param {string} baseUrl
 */
export function checkIdToken(token, provider, baseUrl) {
  const parts = String(token ?? '').split('.');
  if (parts.length !== 3) return null;
  const header = decodePart(parts[0]);
  const claims = decodePart(parts[1]);
  if (!header || !claims || header.alg !== 'RS256' || header.kid !== keys[provider].kid) return null;
  const signed = verify('sha256', Buffer.from(`${parts[0]}.${parts[1]}`), keys[provider].publicKey, Buffer.from(parts[2], 'base64url'));
  if (!signed) return null;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== issuerOf(baseUrl, provider) || !audiences.includes(PROVIDERS[provider].clientId)) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  const { email } = claims;
  if (typeof email !== 'string' || !EMAIL.test(email)) return null;
  return { ...claims, email };
}

/**
 * @param {string} title
 * @param {string} body
 * @returns {IdpAnswer}
 */
function page(title, body, status = 200) {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}
button{display:block;width:100%;margin:8px 0;padding:12px;font-size:1rem}input{width:100%;padding:10px;box-sizing:border-box}</style></head>
<body>${body}</body></html>`,
  };
}

/** @param {string} value */
function redirectTarget(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The authorize request's parameters, or the error page a real provider would show instead of redirecting.
 * @param {SocialProvider} provider
 * @param {Record<string, string | string[] | undefined>} params
 * @returns {{ error: IdpAnswer } | { error?: undefined, clientId: string, redirectUri: URL, state: string, nonce: string }}
 */
function authorizeRequest(provider, params) {
  const clientId = params.client_id ?? '';
  // URL and the pages read a repeated parameter as its values joined with ',' (String does the same).
  const redirectUri = redirectTarget(String(params.redirect_uri ?? ''));
  if (clientId !== PROVIDERS[provider].clientId) return { error: page('Sign-in error', '<h1>Unknown client_id</h1>', 400) };
  if (!redirectUri) return { error: page('Sign-in error', '<h1>redirect_uri must be an http(s) URL</h1>', 400) };
  if (!params.nonce) return { error: page('Sign-in error', '<h1>nonce is required</h1>', 400) };
  return { clientId, redirectUri, state: String(params.state ?? ''), nonce: String(params.nonce) };
}

/**
 * @param {SocialProvider} provider
 * @param {{ clientId: string, redirectUri: URL, state: string, nonce: string }} request
 */
function consentPage(provider, request) {
  const name = PROVIDERS[provider].name;
  const fields = { client_id: request.clientId, redirect_uri: request.redirectUri.href, state: request.state, nonce: request.nonce };
  const hidden = Object.entries(fields)
    .map(([field, value]) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`)
    .join('');
  const action = `/idp/${provider}/authorize`;
  const choices = CONSENT_ACCOUNTS.map(
    (email) => `<button type="submit" name="email" value="${escapeHtml(email)}" data-testid="idp-account">${escapeHtml(email)}</button>`,
  ).join('');
  return page(
    `Sign in with ${name}`,
    `<h1 data-testid="idp-title">Sign in with ${escapeHtml(name)}</h1>
<p>Choose an account to continue to the app.</p>
<form method="post" action="${action}">${hidden}${choices}</form>
<form method="post" action="${action}">${hidden}<label>Another account <input type="email" name="email" required></label><button type="submit">Continue</button></form>
<form method="post" action="${action}">${hidden}<button type="submit" name="cancel" value="1">Cancel</button></form>`,
  );
}

/**
 * The browser goes back to the app with the result in the fragment, so the token never reaches a server log.
 * @param {URL} redirectUri
 * @param {Record<string, string>} fields
 * @returns {IdpAnswer}
 */
function backToApp(redirectUri, fields) {
  const target = new URL(redirectUri);
  target.hash = new URLSearchParams(fields).toString();
  return { status: 303, location: target.href };
}

/**
 * Answers /idp/{provider}/jwks and /idp/{provider}/authorize (GET: the consent page; POST: the choice).
 * Returns null for any other path; { status, html } | { status, json } | { status, location } otherwise.
 * @param {RequestContext} request
 * @returns {IdpAnswer | null}
 */
export function handleIdp({ path, method, query, rawBody, headers, baseUrl }) {
  const match = /^\/idp\/([a-z]+)\/(jwks|authorize)$/.exec(path);
  if (!match) return null;
  const [, provider, endpoint] = match;
  if (!isSocialProvider(provider)) return page('Sign-in error', '<h1>Unknown identity provider</h1>', 404);

  if (endpoint === 'jwks') {
    if (method !== 'GET' && method !== 'HEAD') return page('Sign-in error', '<h1>Method not allowed</h1>', 405);
    return { status: 200, json: { keys: [keys[provider].jwk] } };
  }
  if (method === 'GET' || method === 'HEAD') {
    const request = authorizeRequest(provider, query);
    return request.error ?? consentPage(provider, request);
  }
  if (method !== 'POST') return page('Sign-in error', '<h1>Method not allowed</h1>', 405);
  if (!String(headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return page('Sign-in error', '<h1>Expected a form</h1>', 400);
  }
  const form = Object.fromEntries(new URLSearchParams(rawBody));
  const request = authorizeRequest(provider, form);
  if (request.error) return request.error;
  /** @type {Record<string, string>} */
  const state = request.state ? { state: request.state } : {};
  if (form.cancel) return backToApp(request.redirectUri, { error: 'access_denied', ...state });
  const email = String(form.email ?? '').trim();
  if (!EMAIL.test(email)) return consentPage(provider, request);
  const idToken = mintIdToken({ baseUrl, provider, email, nonce: request.nonce });
  return backToApp(request.redirectUri, { id_token: idToken, ...state });
}
