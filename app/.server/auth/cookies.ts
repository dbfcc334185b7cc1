// Reading and naming the site's own cookies (issue #12). Over https a cookie that signs someone in
// takes the `__Host-` prefix: the browser then only accepts it from this exact host, over https,
// with Path=/ and no Domain, so a sibling subdomain or a network attacker on plain http cannot
// plant one (cookie tossing, session fixation). Plain http (localhost) keeps the plain name, which
// browsers would refuse with the prefix. A request carrying the same name twice is read as not
// carrying it: one of the two was planted, and we cannot tell which.

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * The name the cookie `base` goes by on this request: `__Host-base` over https (Path=/ only),
 * `__Secure-base` over https for a cookie limited to a path, `base` over plain http.
 */
export function cookieNameFor(base: string, request: Request, path = "/"): string {
  if (!isHttps(request)) return base;
  return `${path === "/" ? "__Host-" : "__Secure-"}${base}`;
}

/** Every name a Path=/ cookie may arrive under (the page cache must recognise each). */
export function namesOf(base: string): string[] {
  return [base, `__Host-${base}`];
}

/**
 * The value of the cookie `name`, or null when the request carries none, an empty one, or more
 * than one (a planted duplicate: neither is trusted).
 */
export function readCookie(request: Request, name: string): string | null {
  const values = cookieValues(request.headers.get("cookie"), name);
  return values.length === 1 && values[0] ? values[0] : null;
}

/** Every value sent for `name`, in order (a browser sends duplicates with different paths). */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at >= 0 && pair.slice(0, at).trim() === name) values.push(pair.slice(at + 1).trim());
  }
  return values;
}

export interface CookieOptions {
  /** Defaults to "/". */
  path?: string;
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
}

/**
 * A `Set-Cookie` value for the cookie `base` on this request, with the name cookieNameFor gives:
 * HttpOnly (page scripts cannot read it), SameSite=Lax (other sites' forms do not carry it; the
 * Origin check in server/app.ts covers the rest), Secure whenever the request came over https, and
 * never a Domain (the cookie stays on this host).
 */
export function setCookie(
  base: string,
  request: Request,
  value: string,
  { path = "/", maxAge }: CookieOptions,
): string {
  const name = cookieNameFor(base, request, path);
  const secure = isHttps(request) ? "; Secure" : "";
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
