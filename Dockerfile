# syntax=docker/dockerfile:1
# Sanam Live: one image for every server node (issue 25). Multi-stage: the build stage has the dev
# dependencies (TypeScript, Vite) and builds the member app, the console, the server and the
# contract; the runtime stage holds only production dependencies and the builds, and runs as the
# unprivileged `node` user. See docs/operations.md.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# the workspace manifests first, so `npm ci` stays cached while only sources change
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY packages/theme/package.json packages/theme/
COPY packages/ui/package.json packages/ui/
COPY packages/fixtures/package.json packages/fixtures/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
# every workspace's manifest, as npm ci reads the lockfile's whole tree; only two are installed
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/packages/theme/package.json packages/theme/
COPY --from=build /app/packages/ui/package.json packages/ui/
COPY --from=build /app/packages/fixtures/package.json packages/fixtures/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/admin/package.json apps/admin/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
# production dependencies of the server and the contract only: no tsx, no TypeScript, no Vite
RUN npm ci --omit=dev --no-audit --no-fund -w @sanam/server -w @sanam/contract && npm cache clean --force
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/assets apps/server/assets
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is the container's process, so SIGTERM reaches it (not npm's wrapper)
CMD ["node", "--conditions=compiled", "--enable-source-maps", "apps/server/dist/main.js"]
