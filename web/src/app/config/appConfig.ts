// Deployment-specific values come from build-time variables (VITE_*); none of them is a secret.
const env = import.meta.env;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const APP_CONFIG = {
  /** Hostnames of the production site: only there the app download entries are shown on the login page. */
  productionHostnames: list(env.VITE_PRODUCTION_HOSTNAMES as string | undefined),
  androidUrl: (env.VITE_ANDROID_URL as string | undefined) ?? '',
  iphoneUrl: (env.VITE_IPHONE_URL as string | undefined) ?? '',
  miniProgramUrl: (env.VITE_MINI_PROGRAM_URL as string | undefined) ?? '',
  /** The filing (备案) number shown in the login footer. */
  filingNumber: (env.VITE_FILING_NUMBER as string | undefined) ?? '',
  /** The sister AI product; falls back to the official website configured on the platform. */
  sisterProductUrl: (env.VITE_SISTER_PRODUCT_URL as string | undefined) ?? '',
};

export function isProductionHost(hostname = window.location.hostname): boolean {
  return APP_CONFIG.productionHostnames.includes(hostname);
}
