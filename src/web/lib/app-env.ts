// Whether the development aids (the dashboard's debug panels) are on: in Vite's dev
// server, or when the server that served index.html is not in production (it
// rewrites <meta name="scale-env">).
export function isDevelopmentMode(): boolean {
  if (import.meta.env.DEV) return true;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="scale-env"]');
  return meta?.content === 'development';
}
