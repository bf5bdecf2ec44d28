# syntax=docker/dockerfile:1
# The site as one self-contained image: Next's standalone server, the bundled blog, a non-root user.
#   docker build --build-arg NEXT_PUBLIC_SITE_URL=https://your.site -t phages-and-biomes .
#   docker run -p 3000:3000 -e SANITY_REVALIDATE_SECRET=… phages-and-biomes
# The build context is the allow-list in .dockerignore. `npm run deploy:check`
# (scripts/standalone-smoke.sh) runs these very steps without Docker, from that context, and serves
# the result. DEPLOY.md explains every build argument and run-time variable.
# The supported Node.js: 22 LTS, as in package.json's engines and .nvmrc.
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# Read at build time (pages are pre-rendered with them); the build stops without the site's origin.
ARG NEXT_PUBLIC_SITE_URL
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET=production
ARG SANITY_API_HOST
ARG ORCID_ID
ARG SANITY_ALLOW_EMPTY_BLOG
ARG SANITY_STUDIO_URL
ARG NEXT_PUBLIC_VOICE_AGENT_ID
ARG NEXT_PUBLIC_NEWSLETTER_URL
ARG NEXT_PUBLIC_POSTHOG_KEY
ARG NEXT_PUBLIC_POSTHOG_HOST
ARG NEXT_PUBLIC_POSTHOG_SESSION_RECORDING
ARG VOICE_WIDGET_SRC
ARG VOICE_WIDGET_INTEGRITY
# 1: an image for several servers sharing Redis (DEPLOY.md, "More than one server").
ARG SHARED_CACHE
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runner
WORKDIR /app
# Pages regenerated at run time must read the same CMS and ORCID record as the build (unset: the
# bundled blog, the research file alone).
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET=production
ARG SANITY_API_HOST
ARG ORCID_ID
# HOSTNAME: Docker sets it to the container id; the server must listen on every interface.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    SANITY_PROJECT_ID=${SANITY_PROJECT_ID} SANITY_DATASET=${SANITY_DATASET} \
    SANITY_API_HOST=${SANITY_API_HOST} ORCID_ID=${ORCID_ID}
# The server with the modules it uses, the static files, public/, and the bundled blog, read at
# request time from content/blog/ under the working directory (lib/content/source.ts); the research
# record likewise from content/research/ (lib/research/publications.ts). Pages and data are kept
# in memory (and Redis): DEPLOY.md. Owned by `node`: resized pictures are written under .next/.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/content/blog ./content/blog
COPY --from=build --chown=node:node /app/content/research ./content/research
COPY --from=build --chown=node:node /app/scripts/healthcheck.mjs ./healthcheck.mjs
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=6s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "server.js"]
