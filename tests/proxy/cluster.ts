/**
 * Real site processes and a real nginx in front of them, for the proxy test,
 * `npm run bench:scale` and `npm run test:durability`. Each process is
 * `node --import tsx src/server/main.ts` (one OS process, so kill -9 kills the
 * server itself, not a wrapper); nginx runs the repository's
 * deploy/nginx/soil-site-proxy.conf unchanged inside a generated config whose
 * pid, logs and temp files stay in a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const proxySnippet = path.join(repoRoot, "deploy/nginx/soil-site-proxy.conf");

const children = new Set<ChildProcess>();
/** Children started in a process group of their own (nginx), ended group-wide. */
const groups = new Set<ChildProcess>();
// A test or script that dies half-way must not leave servers or nginx behind.
process.once("exit", () => {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    if (groups.has(c)) killGroup(c, "SIGKILL");
  }
});

/** The nginx binary, or undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  for (const p of [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/bin/nginx"]) if (p && existsSync(p)) return p;
  const r = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : undefined;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, ok: () => Promise<boolean>, ms: number, alive?: () => string | undefined) {
  const until = Date.now() + ms;
  for (;;) {
    const dead = alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await ok().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not ready after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export interface ServerProcess {
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts one site process on `port` and waits for /healthz. */
export async function startServer(port: number, env: Record<string, string>, readyMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr!.on("data", (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => (children.delete(child), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    port,
    url,
    pid: child.pid!,
    child,
    output: () => out,
    exited,
    async kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitFor(
      `site process on port ${port}`,
      async () => (await fetch(`${url}/healthz`)).ok,
      readyMs,
      () => (child.exitCode !== null || child.signalCode !== null ? `exited early:\n${out}` : undefined),
    );
  } catch (err) {
    await server.kill("SIGKILL");
    throw err;
  }
  return server;
}

export interface Nginx {
  port: number;
  url: string;
  dir: string;
  /** Access log lines: `<client> "<request>" <status> <upstream address(es)>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** nginx on 127.0.0.1:`port` passing to the given upstream ports through the repository's proxy settings. */
export async function startNginx(port: number, upstreamPorts: number[], serverExtra = ""): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error("nginx is not installed");
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  chmodSync(dir, 0o755);
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, d));
    chmodSync(path.join(dir, d), 0o777);
  }
  const root = process.getuid?.() === 0;
  const conf = `
${root ? "user root;" : ""}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$remote_addr "$request" $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream soil_site {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    ${serverExtra}
    include ${proxySnippet};
  }
}
`;
  const confFile = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  writeFileSync(confFile, conf);
  const test = spawnSync(bin, ["-p", dir, "-e", errorLog, "-c", confFile, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  // A process group of its own, so the workers can be ended with the master whatever happens.
  const child = spawn(bin, ["-p", dir, "-e", errorLog, "-c", confFile, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"], detached: true });
  children.add(child);
  groups.add(child);
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `nginx on port ${port}`,
    async () => (await fetch(`${url}/healthz`)).status > 0,
    20_000,
    () => (child.exitCode !== null ? `exited: ${err}${readIf(errorLog)}` : undefined),
  );
  return {
    port,
    url,
    dir,
    accessLog: () => readIf(path.join(dir, "access.log")).split("\n").filter(Boolean),
    async stop() {
      // TERM: a fast shutdown (idle keep-alive clients would hold a graceful one open).
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const t = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
      await exited;
      clearTimeout(t);
      killGroup(child, "SIGKILL");
      children.delete(child);
      groups.delete(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Ends a detached child's whole process group (nginx's master and workers); nothing when it is gone. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

function readIf(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/** The anonymous key and API origin the site hands out. */
export async function siteConfig(url: string): Promise<{ supabaseUrl: string; anonKey: string }> {
  const res = await fetch(`${url}/config.json`);
  if (!res.ok) throw new Error(`/config.json answered ${res.status}`);
  return (await res.json()) as { supabaseUrl: string; anonKey: string };
}

/** Builds the site when there is no current build (the processes serve pages from it). */
export function ensureBuild(): void {
  const r = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: repoRoot, stdio: "inherit" });
  if (r.status !== 0) throw new Error("the site build failed");
}
