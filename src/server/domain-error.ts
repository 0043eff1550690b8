/**
 * What a topic (leads, staff, auth, ...) says when it refuses a request: the
 * kind of refusal, a stable code the admin screens and the official client
 * read, and a message for people. Topics throw this and know nothing of HTTP;
 * each entry point (data API, functions, pages, auth routes) maps it to its
 * wire format once (src/server/http/errors.server.ts).
 */
/**
 * `too_many`: a limit per person or address was reached (try again later);
 * `upstream`: a provider the topic relies on (SMS, calls) failed, not the caller.
 */
export type DomainErrorKind = "invalid" | "forbidden" | "not_found" | "conflict" | "gone" | "too_many" | "upstream";

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
