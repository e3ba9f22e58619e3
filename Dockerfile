# RutaViva's container image: one image for every process role (docs/deploy.md).
#
#   docker build -t rutaviva .
#   docker compose up            # with PostgreSQL 15 and Redis 7 (compose.yaml)
#
# Stage 1 installs every dependency (devDependencies build the web app); stage 2 installs the
# production dependencies only and runs as an unprivileged user. NODE_IMAGE may point at another
# Debian-based Node.js image of a supported version (20.19+, 22.12+ or 24).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
# Read when the web app is built (the README's configuration table): pass them with --build-arg.
ARG MEDIA_URL
ARG SOCIAL_LINKS
ARG VITE_MAP_TILE_URL
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/rutaviva
WORKDIR /app
RUN groupadd --system rutaviva \
 && useradd --system --gid rutaviva --home-dir /var/lib/rutaviva --shell /usr/sbin/nologin rutaviva \
 && mkdir -p /var/lib/rutaviva \
 && chown rutaviva:rutaviva /var/lib/rutaviva
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Production dependencies only (tsx among them: the server runs its TypeScript through it, as
# `npm run serve` does); npm's cache is not kept in the image.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
USER rutaviva
# Uploaded logos and photos when no S3 bucket is configured (STORAGE_S3_*).
VOLUME ["/var/lib/rutaviva"]
EXPOSE 3000
# 200 while the database answers (Redis away is "degraded", still 200); 503 when it does not.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm in between: node itself receives SIGTERM and drains (docs/deploy.md).
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
