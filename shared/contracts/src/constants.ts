/** Business constants of spec section 9, in one place for the browser and the server. */
export const BRAND_DEFAULTS = {
  primaryColor: '#3e16d0',
  secondaryColor: '#1585cb',
  customHeaderText: '',
  showLogoInHeader: true,
} as const;

export const PRODUCT_NAME = 'Clinio';
export const PRODUCT_TAGLINE = 'AI-Powered Healthcare';
export const BRAND_FALLBACK_TAGLINE = 'Healthcare Management System';

export const FEATURE_MATRIX_CACHE_MS = 300_000;
export const TOKEN_CHECK_INTERVAL_MS = 300_000;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
export const DEFAULT_SESSION_WARNING_MINUTES = 5;
export const INACTIVITY_START_DELAY_MS = 2_000;
export const SESSION_WARNING_COUNTDOWN_SECONDS = 300;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const FEATURE_TOAST_DURATION_MS = 6_000;
export const ALERT_AUTO_CLOSE_DELAY_MS = 5_000;
export const REDIRECT_AFTER_SAVE_MS = 1_500;
export const PROFILE_MODAL_AUTO_CLOSE_MS = 1_000;
export const USER_AGENT_MAX_LENGTH = 200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NOTIFICATION_POLL_MS = 60_000;
export const PATIENT_SEARCH = { pageSize: 20, minChars: 2, debounceMs: 300 } as const;

export const DEFAULT_API_BASE_URL = 'http://localhost:8000';
