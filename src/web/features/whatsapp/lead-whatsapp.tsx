import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Panel } from "~/components/admin/ui.tsx";
import { TemplatePicker, type TemplateSendResult } from "~/components/admin/whatsapp-template-picker.tsx";
import { useSession } from "~/features/auth/auth-context.tsx";
import { staffFunction } from "~/features/admin-api/staff.ts";
import { whatsappConsoleCopy } from "@content/whatsapp-console.ts";
import type { ChatMessage } from "@shared/api-types";
import type { WhatsAppTemplateOut } from "@shared/whatsapp-types";
import { ApiError } from "~/lib/api-client.ts";

const copy = whatsappConsoleCopy.leadPanel;

/**
 * A lead's WhatsApp panel: an approved template to the farmer's number. It
 * joins the number's conversation (or opens one the agent holds), so the
 * farmer's answer reaches this agent in Live Chat. Shown only when the
 * WhatsApp channel is set up.
 */
export function LeadWhatsApp({ leadId, onSent }: { leadId: string; onSent: () => Promise<void> }) {
  const { client } = useSession();
  const [on, setOn] = useState<boolean | null>(null);
  const [sent, setSent] = useState(false);

  const load = useCallback(
    async (sync = false) => (await staffFunction<{ templates: WhatsAppTemplateOut[] }>(client, "whatsapp-templates", { method: sync ? "POST" : "GET" })).templates,
    [client],
  );

  useEffect(() => {
    let live = true;
    load().then(
      () => live && setOn(true),
      (err: unknown) => live && setOn(!(err instanceof ApiError && err.code === "whatsapp_off")),
    );
    return () => {
      live = false;
    };
  }, [load]);

  const send = async (name: string, language: string, values: string[]): Promise<TemplateSendResult> => {
    setSent(false);
    try {
      await staffFunction<{ sessionId: string; message: ChatMessage }>(client, "whatsapp-send-template", { method: "POST", body: { leadId, name, language, values } });
      setSent(true);
      await onSent();
      return { ok: true, error: null };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  };

  if (!on) return null;
  return (
    <Panel title={copy.title}>
      <div className="px-5 pt-4 text-sm text-stone-600">
        <p>{copy.intro}</p>
        {sent ? (
          <p role="status" data-testid="lead-whatsapp-sent" className="mt-2 font-medium text-emerald-800">
            {copy.sent}{" "}
            <Link to="/admin/chat" className="underline">
              {copy.openChat}
            </Link>
          </p>
        ) : null}
      </div>
      <TemplatePicker sessionId={leadId} load={load} onSend={send} />
    </Panel>
  );
}
