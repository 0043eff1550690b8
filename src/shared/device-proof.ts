/**
 * The chat's device proof, as both sides compute it (decision 0031): a
 * device finds a counter whose SHA-256 of `challenge:counter` starts with
 * `bits` zero bits, and trades it once for a signed device token.
 */

/** The text whose hash a counter must make small. */
export const proofInput = (challenge: string, counter: number) => `${challenge}:${counter}`;

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
