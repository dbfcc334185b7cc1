// Optional Google Analytics 4 (issue #7): rendered only when GA_MEASUREMENT_ID is set, so without
// it no Google code or request exists on any page. The snippet loads gtag.js itself, after
// checking Do Not Track and Global Privacy Control, as the first-party collector does; page
// views are sent by app/browser/analytics.ts (send_page_view off here, or the first would count
// twice).
// The Content-Security-Policy lets exactly Google's GA4 hosts in when the id is set
// (server/app.ts, googleAnalyticsCsp).

/** The GA4 snippet, as inline script text; `measurementId` is validated by app/.server/env.ts. */
export function googleAnalyticsSnippet(measurementId: string): string {
  const id = JSON.stringify(measurementId);
  return (
    `(function(){var n=navigator;if(n.doNotTrack==="1"||n.globalPrivacyControl)return;` +
    `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};` +
    `gtag("js",new Date());gtag("config",${id},{send_page_view:false});` +
    `var s=document.createElement("script");s.async=true;` +
    `s.src="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(${id});` +
    `document.head.appendChild(s)})()`
  );
}

export function GoogleAnalytics({
  measurementId,
  nonce,
}: {
  measurementId: string;
  nonce?: string;
}) {
  return (
    <script
      nonce={nonce}
      // Static text built from a validated id: nothing a visitor controls reaches it.
      dangerouslySetInnerHTML={{ __html: googleAnalyticsSnippet(measurementId) }}
    />
  );
}
