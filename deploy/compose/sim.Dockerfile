# The reference platform (platform-sim/) for deploy/docker-compose.yml; the product image does not contain it.
FROM node:20-slim
WORKDIR /sim
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund
COPY platform-sim ./platform-sim
USER node
EXPOSE 4010
CMD ["node", "platform-sim/server.mjs"]
