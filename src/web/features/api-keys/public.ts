// What the API keys feature offers the rest of the web: Settings → API.
export { ApiKeysSection } from './api-keys-section';
