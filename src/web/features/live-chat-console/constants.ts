/** Timing of the agent console. */
export const CONSOLE = {
  /** The specified polling interval (3 s), used while the agent stream is down. */
  pollMs: 3000,
  /** Timer heartbeat; the agent stream also asks for one every 10 s. The server forgets an agent after 30 s. */
  heartbeatMs: 10_000,
  /** Two triggers (stream ping and timer) never send two heartbeats within this gap. */
  heartbeatMinGapMs: 5000,
  /** Reconnecting the agent stream: first delay, doubling up to the maximum. */
  streamRetryFirstMs: 1000,
  streamRetryMaxMs: 30_000,
  /** How often the waiting times are redrawn. */
  clockTickMs: 5000,
} as const;
