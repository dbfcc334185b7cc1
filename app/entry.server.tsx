// Renders the whole page before sending it (onAllReady): the public pages have no deferred
// data, and a complete document lets us set the right status and, later, cache it whole.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { reportFailure } from "./.server/http/report-failure";
import { I18nContext } from "./i18n/i18n-context";
import { localeFromPath } from "./i18n/locales";
import { translatorFor } from "./i18n/translator";
import "./.server/load-context";

export const streamTimeout = 5_000;

/**
 * Every error a loader, action or render throws passes here before React Router answers 500. A
 * database outage is not a bug: it is noted for the page handler (server/page-handler.ts), which
 * answers 503 with Retry-After, and logged as one warning; anything else is an error with its
 * stack. Each line carries the request's reqId (context.log), which has the method and path.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const appContext = context as AppLoadContext | undefined;
  // A 4xx an action threw on purpose (a body that is not a form…): the client's mistake, which
  // the request's line already shows.
  if (isRouteErrorResponse(error) && error.status < 500) {
    appContext?.log?.debug({ status: error.status }, "A route answered with a thrown client error");
    return;
  }
  if (appContext?.failure && appContext.log) {
    reportFailure(appContext, error, "A loader, action or render failed");
  }
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    if (loadContext.failure?.databaseUnavailable && showServiceUnavailable(routerContext)) {
      status = 503;
    }
    // The URL alone decides the language (decision 0026): the page cache's key is the path.
    const translator = translatorFor(localeFromPath(new URL(request.url).pathname));
    const { pipe, abort } = renderToPipeableStream(
      <I18nContext value={translator}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.log.error({ err: error }, "Rendering the page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * The route that failed for want of a database shows the 503 screen (root.tsx's ErrorBoundary)
 * instead of the generic error: React Router hands us the error already reduced to "Unexpected
 * Server Error", so it is replaced by a route error response of status 503.
 */
function showServiceUnavailable(routerContext: EntryContext): boolean {
  const { errors } = routerContext.staticHandlerContext;
  if (!errors) return false;
  for (const routeId of Object.keys(errors)) {
    // The shape isRouteErrorResponse() recognises.
    errors[routeId] = {
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: null,
    };
  }
  return true;
}
