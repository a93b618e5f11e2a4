# syntax=docker/dockerfile:1
# Yonder's production image: the same `npm run build` as `npm start`, then only what the bundled
# server reads at run time (README, "Production with containers").
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/career-ai/package.json packages/career-ai/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies alone: the bundle carries the pure-JavaScript ones, the
# rest (WebAssembly, native addons, fonts, worker files) load from node_modules.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/career-ai/package.json packages/career-ai/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @yonder/server --no-audit --no-fund \
  && npm cache clean --force \
  # PDF export embeds two weights of Noto Sans SC; the package ships nine (~90 MB). Noto Sans
  # HK's regular weight is the fallback for the characters SC lacks.
  && find node_modules/@expo-google-fonts/noto-sans-sc -mindepth 1 -maxdepth 1 -type d \
    ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
  && find node_modules/@expo-google-fonts/noto-sans-hk -mindepth 1 -maxdepth 1 -type d \
    ! -name 400Regular -exec rm -rf {} +

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# As `npm start` (ARCHITECTURE.md, "memory"): a young generation of at most 2 × 8 MB and two malloc
# arenas that give freed memory back keep a loaded server's memory from growing.
ENV NODE_OPTIONS=--max-semi-space-size=8 \
  GLIBC_TUNABLES=glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./
COPY apps/server/package.json apps/server/drizzle.config.ts apps/server/
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/server.js"]
