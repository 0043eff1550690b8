/**
 * Fixed-window counters kept in process memory, for limits where a per-process
 * count is good enough (anonymous writes). Limits that must hold across
 * processes (password guessing) use the database: see auth/rate-limit.server.ts.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, now = Date.now()): number {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.prune(now);
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > this.max ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
