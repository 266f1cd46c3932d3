# syntax=docker/dockerfile:1
# One Dockerfile, one target per service: `api`, `payments` and `web` (the gateway serving the web
# build). Each final image holds only its bundle and production dependencies, runs as the
# unprivileged `node` user and reports its health.

FROM node:20-bookworm-slim AS base
RUN npm i -g pnpm@10 && npm cache clean --force
WORKDIR /repo

# Dependencies first, so a code change does not reinstall them.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY apps/api/package.json apps/api/
COPY apps/payments/package.json apps/payments/
COPY apps/web/package.json apps/web/
COPY apps/gateway/package.json apps/gateway/
COPY packages/address/package.json packages/address/
COPY packages/calendar/package.json packages/calendar/
COPY packages/catalogue-seed/package.json packages/catalogue-seed/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/http/package.json packages/http/
COPY packages/mail/package.json packages/mail/
COPY packages/markdown/package.json packages/markdown/
COPY packages/seo/package.json packages/seo/
RUN pnpm install --frozen-lockfile

FROM deps AS build
COPY . .
ARG SERVICE
RUN pnpm --filter "@ministry/${SERVICE}" build \
 && pnpm --filter "@ministry/${SERVICE}" deploy --prod --legacy /out \
 && cp -r "apps/${SERVICE}/dist" /out/dist

FROM deps AS build-web
COPY . .
RUN pnpm --filter @ministry/web build \
 && pnpm --filter @ministry/gateway build \
 && pnpm --filter @ministry/gateway deploy --prod --legacy /out \
 && cp -r apps/gateway/dist /out/dist \
 && cp -r apps/web/build/client /out/web \
 && cp -r apps/web/build/server /out/web-server

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
USER node

FROM runtime AS api
COPY --from=build --chown=node:node /out ./
COPY --chown=node:node apps/api/assets ./assets
ENV API_PORT=4000 DOWNLOADS_DIR=/app/assets/downloads
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]

FROM runtime AS payments
COPY --from=build --chown=node:node /out ./
ENV PAYMENTS_PORT=4242
EXPOSE 4242
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4242/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]

FROM runtime AS web
COPY --from=build-web --chown=node:node /out ./
ENV GATEWAY_PORT=8080 WEB_DIST_DIR=/app/web WEB_SERVER_ENTRY=/app/web-server/index.js
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]
