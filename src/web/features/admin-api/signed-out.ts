import { request } from "~/lib/api-client.ts";

/**
 * The calls an admin screen makes before anyone is signed in, with the
 * public key: whether the one-time setup is still open, and taking up an
 * invitation.
 */

/** Whether the server still takes the first staff account (the sign-up is closed after it). */
export async function setupOpen(): Promise<boolean> {
  const body = await request<{ disable_signup?: boolean }>("/auth/v1/settings");
  return body.disable_signup !== true;
}

/** Creates the invited staff member's account (`staff-accept-invite`); answers the address to sign in with. */
export function acceptInvitation(input: { token: string; password: string; displayName: string }): Promise<{ email: string }> {
  return request<{ email: string }>("/functions/v1/staff-accept-invite", { method: "POST", body: input });
}
