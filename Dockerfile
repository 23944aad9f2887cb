# syntax=docker/dockerfile:1
# HallBook: multi-stage build. The image runs the same start script as `npm start`: it applies
# migrations, seeds the demo data when asked, and serves Next.js's standalone server as a
# non-root user.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# Every dependency, for the build.
FROM base AS deps
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# Runtime dependencies only: Prisma's CLI and wasm schema engine (migrations), tsx (the start script).
FROM base AS runtime-deps
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runner
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
RUN groupadd --system --gid 1001 hallbook \
 && useradd --system --uid 1001 --gid hallbook --home-dir /app --shell /usr/sbin/nologin hallbook \
 && mkdir -p /data \
 && chown hallbook:hallbook /data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json /app/prisma.config.ts ./
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/lib ./lib
# The server writes its image cache under .next/cache: the app's user owns its build.
COPY --from=build --chown=hallbook:hallbook /app/.next/standalone ./.next/standalone
USER hallbook
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["./node_modules/.bin/tsx", "scripts/start.ts"]
