import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";

/** The first line of the answer to a raw request. */
function rawStatus(url: string, request: string) {
  const { hostname, port } = new URL(url);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let data = "";
    socket.on("data", (c) => (data += c.toString("latin1")));
    socket.on("end", () => resolve(data.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

describe("requests without a Host header", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { listen: true })));
  afterAll(async () => t?.close());

  it("are refused with 400, never a server error", async () => {
    expect(await rawStatus(t.url, "GET /healthz HTTP/1.0\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
    expect(await rawStatus(t.url, "GET /config.json HTTP/1.0\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
    expect(await rawStatus(t.url, `GET /healthz HTTP/1.0\r\nHost: ${new URL(t.url).host}\r\n\r\n`)).toBe("HTTP/1.1 200 OK");
  });
});
