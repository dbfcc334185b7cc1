/** True for absolute http(s) URLs: the only links we render for resources (never javascript:). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A scheme at the start (`https:`, `javascript:`), but not a host followed by its port. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** Looks like a host name: letters or digits, at least one dot, before any path or query. */
const LOOKS_LIKE_HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]|$)/u;

/**
 * What a link typed without a scheme means (issue #14): `www.bcm.mr` and `bcm.mr/x` are
 * `https://…`, as browsers' address bars read them; `//host/x` too. Anything else is returned
 * trimmed and unchanged, so `javascript:…` or a bare word is still refused by isHttpUrl.
 */
export function withDefaultScheme(value: string): string {
  const text = value.trim();
  if (!text || HAS_SCHEME.test(text)) return text;
  if (text.startsWith("//")) return `https:${text}`;
  return LOOKS_LIKE_HOST.test(text) ? `https://${text}` : text;
}

/**
 * `path` as a link of ours: exactly one `/` first, whatever run of slashes or backslashes it began
 * with (issue #26). A browser reads `//evil.example/x`, and `/\evil.example` too, as another
 * site's address; a path taken from a crafted request (`/fr//evil.example/x`) must never become
 * one. The request guard already redirects such paths (server/request-guard.ts): this keeps every
 * generated link safe whatever reaches it.
 */
export function ownPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** `path` (a path, with or without ?query and #hash) at `origin`: never another origin. */
export function ownUrl(path: string, origin: string): string {
  return new URL(ownPath(path), origin).href;
}
