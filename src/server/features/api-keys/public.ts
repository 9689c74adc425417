// What the API keys feature offers the rest of the server: the only file another feature
// (or the composition root) may import from it (ARCHITECTURE.md, Boundaries).
export { apiKeyMiddleware, bearerSecret } from './authenticate-api-key';
export { apiKeyRoutes } from './routes';
