import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time: the browser gets no ICU parser, and neither side parses a message per render.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** SPEC §2 aliases render their page under the address the visitor typed. */
const aliases = [
  ['/', '/m/home'],
  ['/m', '/m/home'],
  ['/m/index', '/m/home'],
  ['/m/index.html', '/m/home'],
  ['/register.html', '/m/register'],
  ['/m/register.html', '/m/register'],
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole tree (app, tests, tools) once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // A deposit receipt (at most 5 MB, SPEC §5) reaches its server action as multipart form data, with
  // the other deposit fields and the multipart framing on top.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
  async rewrites() {
    return { beforeFiles: aliases.map(([source, destination]) => ({ source, destination })) };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      {
        // public/ files keep their names from release to release (unlike /_next/static, which Next serves
        // content-hashed and immutable for a year), so they cannot be immutable: a day fresh, then served from
        // the cache while revalidated in the background for a week. A repeat visit asks nothing for them.
        source: '/:dir(images|icons)/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
      {
        // Route handlers bypass proxy.ts and its page CSP; their answers (JSON, redirects, Next's 404 under these
        // prefixes) need no script at all.
        source: '/:door(api|wps|lgw)/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
