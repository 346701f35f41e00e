# syntax=docker/dockerfile:1
# The production image (docs/operations.md, "Produção com Docker"): the web app is built here, the
# runtime stage keeps only production dependencies and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first (a cached layer while package-lock.json does not change); postinstall runs
# `prisma generate`, which reads the schema and prisma.config.ts.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/prisma.config.ts /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api ./api
COPY --from=build /app/common ./common
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/dist/web ./dist/web
# The app drawn on the server (web/src/entry-server.tsx), loaded by api/system/server-render.ts.
COPY --from=build /app/dist/server ./dist/server
# The web app's operations, for TRUSTED_DOCUMENTS (on in production).
COPY --from=build /app/web/src/gql/persisted-documents.json ./web/src/gql/persisted-documents.json
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "api/main.ts"]
