// What the Content-Security-Policy adds when GA_MEASUREMENT_ID is set (server/app.ts): the hosts
// Google lists for GA4 and nothing else
// (https://developers.google.com/tag-platform/security/guides/csp, "Google Analytics 4").
// Without the id none of these is in the policy.
export const GOOGLE_ANALYTICS_CSP = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
} as const;
