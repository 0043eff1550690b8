import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { trustProxyOption } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.server.ts";

/** The client address the app would count limits against, for a request that came through nginx at 127.0.0.1. */
async function clientAddress(TRUST_PROXY: string, forwardedFor: string, peer = "127.0.0.1") {
  const config = loadConfig({ TRUST_PROXY, DATA_DIR: "/tmp" }, { jwtSecret: "x".repeat(32) });
  const app = Fastify({ trustProxy: trustProxyOption(config.trustProxy) });
  app.get("/", async (req) => ({ ip: req.ip, protocol: req.protocol }));
  const res = await app.inject({ url: "/", remoteAddress: peer, headers: { "x-forwarded-for": forwardedFor, "x-forwarded-proto": "https" } });
  await app.close();
  return res.json() as { ip: string; protocol: string };
}

describe("TRUST_PROXY", () => {
  it("1 believes the one address nginx appended, never what the client wrote before it", async () => {
    // nginx appends the address it saw; a client's own entries stay to its left.
    expect(await clientAddress("1", "203.0.113.9, 198.51.100.7")).toEqual({ ip: "198.51.100.7", protocol: "https" });
    expect(await clientAddress("1", "198.51.100.7")).toMatchObject({ ip: "198.51.100.7" });
  });

  it("2 believes two hops, for a load balancer in front of nginx", async () => {
    expect(await clientAddress("2", "203.0.113.9, 198.51.100.7, 10.0.0.2")).toMatchObject({ ip: "198.51.100.7" });
  });

  it("false believes no header; an address list believes only those peers", async () => {
    expect(await clientAddress("false", "198.51.100.7")).toEqual({ ip: "127.0.0.1", protocol: "http" });
    expect(await clientAddress("127.0.0.1", "203.0.113.9, 198.51.100.7")).toMatchObject({ ip: "198.51.100.7" });
    expect(await clientAddress("127.0.0.1", "198.51.100.7", "192.0.2.5")).toMatchObject({ ip: "192.0.2.5" });
  });
});
