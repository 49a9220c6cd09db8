# syntax=docker/dockerfile:1
# One image for the API and the worker; docker-compose.yml chooses the command.
#   build      installs every dependency from the lockfile and builds shared, server and web
#   prod-deps  installs only what the server needs at run time
#   runtime    the compiled server and web with the production dependencies, run as the node user
# The layout under /app mirrors the repository (packages/server/dist, packages/web/dist), because the
# server finds the web build and its data folders relative to the repository root.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true
RUN npm install -g pnpm@12.21.0 && npm cache clean --force
WORKDIR /app
# manifests first: the dependency layers are reused until one of them changes
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/

FROM base AS build
# pm-on-fail=ignore: pnpm 12 otherwise tries to add the packageManager pin to the lockfile, which
# --frozen-lockfile refuses on a fresh checkout (ERR_PNPM_FROZEN_LOCKFILE_WITH_OUTDATED_LOCKFILE)
RUN pnpm install --frozen-lockfile --config.pm-on-fail=ignore
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY packages/server packages/server
COPY packages/web packages/web
# the build number shown by GET /api/v1/system-vitals (git is not in the image)
ARG BUILD_NUMBER=0
ARG BUILD_DATE
RUN if [ -z "$BUILD_DATE" ]; then unset BUILD_DATE; fi \
 && pnpm --filter @clearline/shared run build \
 && pnpm --filter @clearline/server run build \
 && pnpm --filter @clearline/web run build

FROM base AS prod-deps
RUN pnpm install --frozen-lockfile --config.pm-on-fail=ignore --prod --filter "@clearline/server..."

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/packages/server/node_modules packages/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/server/package.json /app/packages/server/api-node-flags packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# STORAGE_DIR and MAIL_DIR default to /app/.data/{files,mail}; docker-compose.yml mounts a volume there
RUN mkdir -p /app/.data/files /app/.data/mail && chown -R node:node /app/.data
USER node
EXPOSE 3000
# health checks live in docker-compose.yml: the API answers GET /api/v1/health, the worker has no HTTP
# migrations and the idempotent seed, then the API (with the worker in-process unless RUN_WORKER=false)
CMD ["sh", "-c", "node packages/server/dist/cli/migrate.js && node packages/server/dist/cli/seed.js && exec node $(cat packages/server/api-node-flags) packages/server/dist/main.js"]
