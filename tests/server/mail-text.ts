import type { ReceivedMail } from "./smtp-peer.ts";

/** Quoted-printable: "=XX" are the bytes of UTF-8 characters (soft line breaks are already joined by the peer). */
function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(s.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The plain text of a received single-part message, decoded: a mail mostly in
 * Devanagari travels as base64, an English one as quoted-printable.
 */
export function mailText(mail: ReceivedMail): string {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The links of a received message, in order. */
export const mailLinks = (mail: ReceivedMail): string[] => mailText(mail).match(/https?:\/\/[^\s<>"]+/g) ?? [];
