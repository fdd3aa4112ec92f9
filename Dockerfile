FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production DATA_DIR=/data
EXPOSE 3000 3001
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
