// The Retry-After header of a throttled answer (429, decision 0012), or none.
export function retryAfterHeaders(seconds: number | undefined): HeadersInit | undefined {
  return seconds ? { "Retry-After": String(seconds) } : undefined;
}
