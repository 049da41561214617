# Production image on Next.js standalone output. Configured only by environment at run time:
#   UPSTREAM_URL (required, platform base URL), SESSION_SECRET (required, >= 32 chars), MERCHANT_CODE,
#   TRIAL_MERCHANT_CODE, SETTINGS_TTL_MS, PLATFORM_TIMEOUT_MS, EXTRA_ROUTES, PORT (default 3000).
# docker build -t mobile-front . && docker run -p 3000:3000 -e UPSTREAM_URL=... -e SESSION_SECRET=... mobile-front

ARG NODE_IMAGE=node:20-slim

# ---- deps: exact dependency tree from the lockfile
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- build: next build + copy public/ and .next/static into .next/standalone
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ---- runner: only the standalone output, as a non-root user
FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# The live heap stays under 128 MB under load (tests/e2e/soak.spec.ts), but an uncapped V8 lets it grow by hundreds
# of MB before collecting (npm run bench saw ~790 MB peak); 256 MB keeps a 512 MB container safe. Two malloc arenas
# keep native fragments (zlib, image encoding) from holding resident memory (scripts/lib/heapCap.mjs). Override with -e.
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS=--max-old-space-size=256 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --no-create-home --shell /usr/sbin/nologin app
# .next/standalone already contains public/ and .next/static (scripts/copy-standalone-assets.mjs).
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
