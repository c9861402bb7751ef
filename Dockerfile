# syntax=docker/dockerfile:1
# PIBA in one image: the API and the built student app, for MySQL. docs/deploy.md explains how
# to run it; backend/test/container-start.e2e-spec.ts runs this file's
# runtime stage on the host (its ENV, WORKDIR, copies, production install and start command).

FROM node:26-alpine AS build
WORKDIR /app
# No install scripts: the build needs none, and better-sqlite3's would want a compiler.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY packages/test-support/package.json packages/test-support/
COPY frontend/package.json frontend/
COPY packages/shared/package.json packages/shared/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:26-alpine AS runtime
LABEL org.opencontainers.image.title="PIBA" \
      org.opencontainers.image.description="PIBA — Pembelajaran Interaktif Berbasis Aplikatif: API and student app" \
      org.opencontainers.image.base.name="docker.io/library/node:26-alpine"
RUN apk add --no-cache tini
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
# What the server shares with the app (the contract, the question bank, the scoring rule).
COPY packages/shared/package.json packages/shared/
# Production dependencies of the backend only: no frontend packages, and no optional ones, so
# no better-sqlite3 (the image runs on MySQL) and no compiler. The one install script left
# (swagger-ui's analytics) is not needed.
RUN npm ci --omit=dev --omit=optional --workspace backend --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/packages/shared/dist packages/shared/dist
# The default pack's files (PIBA's own lesson), which the server stores as a pack version at start.
COPY packages/shared/src/packs packages/shared/src/packs
# sharp's prebuilt binaries for the image's platform, which --omit=optional leaves out.
COPY --from=build /app/node_modules/@img node_modules/@img
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/sbin/tini", "--"]
CMD ["node", "backend/dist/main.js"]
