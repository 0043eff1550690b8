import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "./config.server.ts";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "cfg-"));

describe("configuration", () => {
  it("defaults to an SQLite file in the data directory", () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: "sqlite", file: path.join(dir, "site.db") });
  });

  it("reads sqlite: and postgres:// URLs", () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "sqlite:/tmp/x.db" }).database).toEqual({ kind: "sqlite", file: "/tmp/x.db" });
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgres://u@h/db" }).database).toEqual({ kind: "postgres", url: "postgres://u@h/db" });
  });

  it("names the bad variable", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  it("trusts no proxy, a hop count, or named proxies, never any address", () => {
    const proxy = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY }).trustProxy;
    expect(proxy()).toBe(false);
    expect(proxy("false")).toBe(false);
    expect(proxy("1")).toBe(1);
    expect(proxy("true")).toBe(1);
    expect(proxy("2")).toBe(2);
    expect(proxy("127.0.0.1, 10.0.0.0/8, ::1")).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    expect(() => proxy("everyone")).toThrow(/TRUST_PROXY/);
    expect(() => proxy("10.0.0.0/40")).toThrow(/TRUST_PROXY/);
  });

  it("generates the JWT secret once and keeps it", () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const b = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(a).toBe(b);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8").trim()).toBe(a);
  });
});
