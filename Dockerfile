# syntax=docker/dockerfile:1
# HallBook: multi-stage build. The image runs the same start script as `npm start`, bundled: it
# applies the migrations, loads the demo data when asked, and serves Next.js's standalone server as
# a non-root user. It needs a PostgreSQL server (DATABASE_URL); docker-compose.yml runs one.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# Every dependency, for the build.
FROM base AS deps
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY vendor ./vendor
RUN npm ci --no-audit --no-fund

# The production build, and from it the runner's files (scripts/assemble-runner.mjs): the standalone
# server with the node_modules it traced, the start script bundled beside it (and storage-migrate.mjs,
# backup.mjs, restore.mjs: `docker compose exec app node backup.mjs`), the migrations. The
# system test tests/system/container.test.ts assembles and starts the same files.
FROM deps AS build
COPY . .
RUN npm run build && node scripts/assemble-runner.mjs /runner

FROM base AS runner
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 hallbook \
 && useradd --system --uid 1001 --gid hallbook --home-dir /app --shell /usr/sbin/nologin hallbook \
 && mkdir -p /data \
 && chown hallbook:hallbook /data
# Owned by root, read-only to the app's user, but for Next.js's image cache.
COPY --from=build /runner ./
RUN chown hallbook:hallbook .next/cache
USER hallbook
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "start.mjs"]
