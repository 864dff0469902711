# syntax=docker/dockerfile:1
# Property Maintenance Portal: the api serving the built web app.
#   docker build -t pmp .
#   docker run -e DATABASE_URL=... -e SESSION_SECRET=... -e SECRET_KEY=... -e COMPANY_EMAIL_DOMAINS=... -p 4000:4000 pmp
# docker-compose.yml runs it with PostgreSQL and Redis.

ARG NODE_IMAGE=node:20-bookworm-slim

# npm 11 enforces package.json#allowScripts (dependency install scripts are blocked unless approved
# there). The npm 10 bundled with Node 20 ignores that field and would run every install script,
# so both install stages use the npm the lockfile was written with.
FROM ${NODE_IMAGE} AS npm
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# The shared package (field limits, enums) is small and builds itself on install (its `prepare`).
COPY packages/shared/ packages/shared/

# All workspaces with dev dependencies, then `npm run build` (api: tsc → api/dist, web: vite → web/dist).
FROM npm AS build
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the api only. The web app is static files (web/dist), so its packages
# stay out; --omit=optional drops the embedded PostgreSQL binaries (~60 MB): the container always
# uses DATABASE_URL, and the api loads those binaries only when it is not set. No install script is
# needed here (the only approved one is the embedded PostgreSQL's; @pmp/shared's build comes from
# the build stage), and TypeScript is not installed to run @pmp/shared's `prepare`.
FROM npm AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace api --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0
WORKDIR /app
# Owned by root and read-only to the process; it writes only under DATA_DIR (/data): uploaded files.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/api/dist ./api/dist
# The demo seed's knowledge base content (node api/dist/db/seed/seed-demo.js reads it).
COPY --from=build /app/api/seed ./api/seed
COPY --from=build /app/web/dist ./web/dist
# Uploaded files (e-mail attachments, knowledge base images) are kept under DATA_DIR/uploads: a
# volume, so they outlive the container and replicas can share them.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
VOLUME /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 handles SIGTERM itself (graceful shutdown in api/src/main.ts); run with --init
# (compose: init: true) so that stray child processes are reaped.
CMD ["node", "api/dist/main.js"]
