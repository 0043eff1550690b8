/** Tokens are 43 characters; an address holding something far longer was not made by us. */
const TOKEN_MAX = 200;

/** The token of a link page's address, or null when there is none worth posting. */
export function tokenFrom(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return token && token.length <= TOKEN_MAX ? token : null;
}
