# syntax=docker/dockerfile:1
# Margin's server with both apps, as one stateless image: every process built from it is the same, and all state
# lives in PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). docs/deploy.md says how to run several behind a balancer.

# --- build: install everything, build the server bundle and both apps ----------------------------------------
# Node.js 24, the current LTS (the code also runs on 20.19+, which package.json's engines still allow).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# pnpm 10, pinned like scripts/pnpm.sh (which must also work on Node.js 20, where pnpm 11+ does not run).
RUN npm install -g pnpm@10.34.9
# Manifests first: the dependency layer is reused while only sources change.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
# The fixes pnpm applies to dependencies as it installs them (patchedDependencies in pnpm-workspace.yaml).
COPY patches patches/
COPY apps/server/package.json apps/server/
COPY apps/seller/package.json apps/seller/
COPY apps/admin/package.json apps/admin/
COPY packages/core/package.json packages/core/
COPY packages/api/package.json packages/api/
COPY packages/db/package.json packages/db/
COPY packages/ui/package.json packages/ui/
COPY packages/client/package.json packages/client/
COPY bench/package.json bench/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm run build
# The runtime needs the server's third-party dependencies only (the workspace packages are in the bundle).
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules bench/node_modules e2e/node_modules \
 && pnpm install --frozen-lockfile --prod --filter @margin/server

# --- runtime: the bundle, the built apps, the migrations and production node_modules -------------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/seller/dist ./apps/seller/dist
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
USER node
EXPOSE 3000
# /healthz: the process is alive; /readyz: it can serve (the database answers). Balancers use /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (no shell in between): in-flight requests finish, then it exits.
CMD ["node", "apps/server/dist/main.js"]
