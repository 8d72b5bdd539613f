/** Runtime configuration the server writes into index.html as `<meta name="app-config">`. */
export interface AppConfig {
  appId: string;
  appKey: string;
  brand: string;
  buildId: string;
  version: string;
  encrypt: boolean;
}

/** What `npm run dev` uses: Vite serves index.html untouched, so there is no meta tag. */
export const DEV_CONFIG: AppConfig = {
  appId: 'vapour-web',
  appKey: 'dev-app-key-change-me',
  brand: 'vapour',
  buildId: 'dev',
  version: '0.0.0-dev',
  encrypt: false,
};

export function parseAppConfig(
  content: string | null | undefined,
  fallback: AppConfig = DEV_CONFIG,
): AppConfig {
  if (!content) return fallback;
  try {
    const raw = JSON.parse(content) as Partial<AppConfig>;
    return { ...fallback, ...raw, encrypt: raw.encrypt === true };
  } catch {
    return fallback;
  }
}

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (!cached) {
    const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]');
    cached = parseAppConfig(meta?.getAttribute('content'), {
      ...DEV_CONFIG,
      buildId: __BUILD_ID__,
      version: __APP_VERSION__,
    });
  }
  return cached;
}
