/**
 * This phone's device token for the chat's per-device limits (decision 0031):
 * asked for once, after a small proof of work, and kept in localStorage for
 * the year it lasts. Without it the phone still chats, counted with everyone
 * behind its mobile address.
 */
import { leadingZeroBits, proofInput } from "@shared/device-proof";
import { callFunction } from "~/lib/api-client";

const KEY = "soil-doctor-chat:device-token";
/** Hashes tried at once: one await per batch instead of per hash. */
const BATCH = 256;

let pending: Promise<string | undefined> | undefined;

/** The token, from storage or freshly proven; resolves undefined when it cannot be had (old browser, no network). */
export function deviceToken(): Promise<string | undefined> {
  pending ??= obtain().then((token) => {
    if (!token) pending = undefined;
    return token;
  });
  return pending;
}

async function obtain(): Promise<string | undefined> {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
  } catch {
    // Storage blocked: prove this page's device anyway.
  }
  try {
    const { challenge, bits } = await callFunction<{ challenge: string; bits: number }>("live-chat", { action: "device_challenge" });
    const solution = await solve(challenge, bits);
    const { deviceToken: token } = await callFunction<{ deviceToken: string }>("live-chat", { action: "device_token", method: "POST", body: { challenge, solution } });
    try {
      localStorage.setItem(KEY, token);
    } catch {
      // Not kept: the next page proves again.
    }
    return token;
  } catch (err) {
    console.error("chat device proof failed; chatting without it", err);
    return undefined;
  }
}

/** The counter whose SHA-256 starts with `bits` zero bits (about 2^bits tries). */
async function solve(challenge: string, bits: number): Promise<number> {
  const encoder = new TextEncoder();
  for (let base = 0; ; base += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => crypto.subtle.digest("SHA-256", encoder.encode(proofInput(challenge, base + i)))),
    );
    const hit = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= bits);
    if (hit >= 0) return base + hit;
  }
}

// The chat panel's code loads when a visitor opens the chat: the proof runs while they fill in the form.
if (typeof window !== "undefined") void deviceToken();
