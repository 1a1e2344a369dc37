# The standalone game server (README: "Hosting the server"). Production dependencies only: the
# server runs from its TypeScript sources through tsx, which is a runtime dependency for that
# reason. Build: `docker build -t copycat-server .`; run it with compose.yaml or alone (PGlite in
# /data unless DATABASE_URL is set).
FROM node:20-alpine

WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data

COPY package.json package-lock.json ./
# --ignore-scripts: no install script is needed to run the server (argon2 ships prebuilt).
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

COPY tsconfig.base.json tsconfig.json tsconfig.node.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared

# A non-root user owns only the data folder.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

CMD ["npm", "run", "server"]
