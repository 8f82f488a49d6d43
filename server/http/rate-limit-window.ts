/** The fixed window of a rate limit that `now` (ms) falls in, and the seconds until it ends (what Retry-After says). */
export function windowOf(windowSeconds: number, now: number) {
  const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return {
    start: new Date(start * 1000),
    end: new Date((start + windowSeconds) * 1000),
    retryAfter: Math.max(1, Math.ceil(start + windowSeconds - now / 1000)),
  };
}
