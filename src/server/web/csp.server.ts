import { randomBytes } from "node:crypto";
import { site } from "../../../content/site.ts";

/** A fresh nonce for one page response: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Where browsers send violation reports (see csp-report.server.ts). */
export const CSP_REPORT_PATH = "/csp-report";
/** The Reporting API group name the policy's `report-to` points at. */
export const CSP_REPORT_GROUP = "csp";

/**
 * The origin pattern of the configured map tiles for `img-src`: an XYZ
 * template such as `https://{s}.tile.example.org/{z}/{x}/{y}.png` becomes
 * `https://*.tile.example.org` (the `{s}` subdomains are one wildcard). A
 * relative template (tiles served by this site) needs nothing beyond 'self'.
 */
export function tileSource(tileUrl: string): string | null {
  const m = /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!m) return null;
  const host = m[2]!.replace(/\{[^}]*\}/g, "*");
  return `${m[1]!.toLowerCase()}://${host}`;
}

export interface PolicyOptions {
  /** The API's public origin when it differs from the page's (PUBLIC_URL). */
  apiOrigin?: string;
  tileUrl?: string;
  /** Whether the page shows a map, whose tiles come from the tile server (default: yes). */
  mapTiles?: boolean;
}

/**
 * Which inline scripts a page may run: those carrying this response's nonce
 * (a page that hydrates: React Router writes several), or those whose text has
 * one of these hashes (a document page: its islands loader, the same on every
 * response, so the page's bytes are too; decision 0024).
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

/**
 * The page policy. Scripts run only when they carry this response's nonce or
 * an allowed hash, or were loaded by one that did ('strict-dynamic'), so an
 * injected <script> or inline handler never runs. Styles allow inline
 * attributes: Leaflet and the rich-text editor position elements with them,
 * and a style cannot run code.
 */
export function contentSecurityPolicy(scripts: ScriptAllowance, opts: PolicyOptions = {}): string {
  const tiles = opts.mapTiles === false ? null : tileSource(opts.tileUrl ?? site.map.tileUrl);
  const api = opts.apiOrigin ? ` ${opts.apiOrigin}` : "";
  const allowed = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const directives = [
    "default-src 'self'",
    allowed.length ? `script-src ${allowed.join(" ")} 'strict-dynamic'` : "script-src 'none'",
    // With 'strict-dynamic' script-src ignores 'self'; the service worker needs its own allowance.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    // Fonts, fetches and the manifest fall back to default-src 'self'; fetches name the API only when it is elsewhere.
    ...(api ? [`connect-src 'self'${api}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  return directives.join("; ");
}

/** The Reporting-Endpoints header that names the `report-to` group. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
