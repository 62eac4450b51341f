# Production image: `docker build -t veteran-resource-hub .` then run it with the environment of
# docs/deployment.md (NODE_ENV=production needs a Firebase project, Stripe, UID_HASH_KEY and, for more than one
# instance, DATABASE_URL).

# Build: every dependency, then the client (Vite) and the server bundle (esbuild) into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# VITE_FIREBASE_* configure the client's sign-in and are baked into the bundle at build time.
ARG VITE_FIREBASE_API_KEY
ARG VITE_FIREBASE_AUTH_DOMAIN
ARG VITE_FIREBASE_PROJECT_ID
ARG VITE_FIREBASE_APP_ID
RUN npm run build

# Runtime: production dependencies only, the build, and the migrations the server applies at start.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
COPY data ./data
# PGlite's files, if DATABASE_URL is not set (one instance only); owned by the app's user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself as PID 1 receives SIGTERM and closes gracefully (main.ts, close-with-grace).
CMD ["node", "dist/server/main.js"]
