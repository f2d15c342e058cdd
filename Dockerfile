# GifKit server image: the web site + API (`node apps/server/src/main.ts`) and, with another
# command, a worker (`node apps/server/src/worker.ts`). One image for both; see docs/scaling.md.
#
#   docker build -t gifkit .
#   docker compose up        (compose.yaml: web+API, two workers, Redis, MinIO)

# Node 24, the same major as the `node` package the project runs on elsewhere.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every dependency, then the prerendered web site ---------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/text-layout/package.json packages/text-layout/
COPY packages/tools/package.json packages/tools/
COPY packages/client/package.json packages/client/
COPY packages/cli/package.json packages/cli/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime dependencies only (the server runs its TypeScript directly: type stripping) ----
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/text-layout/package.json packages/text-layout/
COPY packages/tools/package.json packages/tools/
COPY packages/client/package.json packages/client/
COPY packages/cli/package.json packages/cli/
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
# Media tools and fonts from Debian's packages (the same list as scripts/setup.sh):
# ffmpeg/ffprobe, gifsicle, ImageMagick, heif-convert, pdftoppm, djxl/jxlinfo, webpmux, fonts.
# tini is PID 1: it forwards SIGTERM to node and reaps any process a killed task leaves behind.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    ffmpeg gifsicle imagemagick libheif-examples poppler-utils libjxl-tools webp \
    fontconfig fonts-liberation fonts-dejavu-core tini \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5001 \
    DATA_DIR=/data \
    WEB_ROOT=/app/apps/web/build/client

WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages ./packages
COPY apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/build/client ./apps/web/build/client

# Not root: the `node` user (uid 1000) of the base image owns only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5001

# The API answers /api/health; worker containers override this with their heartbeat file.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5001) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/src/main.ts"]
