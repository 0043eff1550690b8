import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { functionsClient } from "../../../tests/server/functions-client.ts";
import { TokenService } from "../auth/tokens.server.ts";
import { DEVICE_TOKENS_PER_ADDRESS_PER_10_MINUTES } from "../functions/live-chat/live-chat.server.ts";
import { DEVICE_PROOF_BITS, DeviceProof, solveDeviceProof } from "./device-proof.ts";

/**
 * Per-device limits on `start_chat` count only devices this server vouched
 * for: over real HTTP, with client addresses from X-Forwarded-For.
 */
describe.each(testDatabaseKinds())("device proof for the chat's limits on %s", (kind) => {
  const perMinute = 3;
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true, overrides: { publicWriteLimitPerMinute: perMinute, trustProxy: true } });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
  });
  afterAll(async () => t?.close());

  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const start = (ip: string, device?: string) =>
    call("live-chat?action=start_chat", {
      body: { name: "Gita", email: `gita-${randomUUID().slice(0, 8)}@example.in`, user_type: "farmer" },
      headers: { ...from(ip), ...(device ? { "x-chat-device": device } : {}) },
    });
  /** What the widget does once per phone: a challenge, its proof, the token. */
  async function provenDevice(ip: string) {
    const c = await call("live-chat?action=device_challenge", { headers: from(ip) });
    expect(c.status).toBe(200);
    const { challenge, bits } = c.json as { challenge: string; bits: number };
    expect(bits).toBe(DEVICE_PROOF_BITS);
    const r = await call("live-chat?action=device_token", { body: { challenge, solution: solveDeviceProof(challenge, bits) }, headers: from(ip) });
    expect(r.status).toBe(201);
    return r.json.deviceToken as string;
  }
  const statusesOf = async (n: number, send: (i: number) => Promise<{ status: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await send(i)).status);
    return out;
  };

  it("invented device headers get no more than the address's normal rate", async () => {
    const invented = await statusesOf(30, (i) => start("10.40.0.1", `made-up-device-${i}-${randomUUID()}`));
    expect(invented.filter((s) => s === 201)).toHaveLength(perMinute);
    expect(invented.filter((s) => s === 429)).toHaveLength(30 - perMinute);
    // The same as sending no header at all from another address.
    const bare = await statusesOf(30, () => start("10.40.0.2"));
    expect(bare.filter((s) => s === 201)).toHaveLength(perMinute);
  });

  it("a proven device gets its own allowance, so phones behind one busy address still get through", async () => {
    const ip = "10.40.1.1";
    // Everyone without a token at this address has used the address's rate.
    expect((await statusesOf(perMinute + 2, () => start(ip))).filter((s) => s === 201)).toHaveLength(perMinute);
    const phoneA = await provenDevice(ip);
    const phoneB = await provenDevice(ip);
    const a = await statusesOf(perMinute + 2, () => start(ip, phoneA));
    expect(a.slice(0, perMinute).every((s) => s === 201)).toBe(true);
    expect(a.slice(perMinute)).toEqual([429, 429]);
    // The next phone on the same address is not held back by the first.
    expect((await statusesOf(perMinute, () => start(ip, phoneB))).every((s) => s === 201)).toBe(true);
  });

  it("one solved challenge is one device, however often it is traded in", async () => {
    const ip = "10.40.2.1";
    const { challenge, bits } = (await call("live-chat?action=device_challenge", { headers: from(ip) })).json as { challenge: string; bits: number };
    const solution = solveDeviceProof(challenge, bits);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await call("live-chat?action=device_token", { body: { challenge, solution }, headers: from(ip) })).json.deviceToken as string);
    const statuses = await statusesOf(perMinute * 3, (i) => start(ip, tokens[i % 3]));
    expect(statuses.filter((s) => s === 201)).toHaveLength(perMinute);
  });

  it("refuses a wrong proof, a challenge not ours and a made-up token, with a clear 4xx", async () => {
    const ip = "10.40.3.1";
    const { challenge } = (await call("live-chat?action=device_challenge", { headers: from(ip) })).json as { challenge: string };
    // A solution that does not reach the bits (the chance that counter 0 does is 2^-15; find one that surely fails).
    const wrong = await call("live-chat?action=device_token", { body: { challenge, solution: solveDeviceProof(challenge, DEVICE_PROOF_BITS) + 1 }, headers: from(ip) });
    const check = new DeviceProof(t.app.tokens);
    if (wrong.status === 201) expect(await check.deviceOf(wrong.json.deviceToken as string)).toBeTruthy();
    else expect(wrong.json).toMatchObject({ code: "invalid_proof" });

    const foreign = new DeviceProof(new TokenService("another-secret-".padEnd(48, "y")));
    const theirs = await foreign.challenge();
    const forged = await call("live-chat?action=device_token", { body: { challenge: theirs.challenge, solution: solveDeviceProof(theirs.challenge, theirs.bits) }, headers: from(ip) });
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe("invalid_proof");
    // A device token signed elsewhere names no device: counted as the address.
    const fake = await foreign.redeem(theirs.challenge, solveDeviceProof(theirs.challenge, theirs.bits));
    expect(await check.deviceOf(fake!)).toBeUndefined();
    expect(await check.deviceOf(await t.app.tokens.anonKey)).toBeUndefined();

    for (const body of [{}, { challenge, solution: "1" }, { challenge, solution: -1 }, { challenge: "x".repeat(5000), solution: 1 }]) {
      const bad = await call("live-chat?action=device_token", { body, headers: from(ip) });
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it("an address gets only a few new device tokens in ten minutes", async () => {
    const ip = "10.40.4.1";
    const statuses = await statusesOf(DEVICE_TOKENS_PER_ADDRESS_PER_10_MINUTES + 1, async () => {
      const { challenge, bits } = (await call("live-chat?action=device_challenge", { headers: from(ip) })).json as { challenge: string; bits: number };
      return call("live-chat?action=device_token", { body: { challenge, solution: solveDeviceProof(challenge, bits) }, headers: from(ip) });
    });
    expect(statuses.slice(0, DEVICE_TOKENS_PER_ADDRESS_PER_10_MINUTES).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 90_000); // eleven proofs of work: time to spare on a loaded machine
});
