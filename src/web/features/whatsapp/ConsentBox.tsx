/**
 * The WhatsApp consent box of the site's lead forms: never ticked for the
 * visitor (ticked again only when they ticked it and the form came back with
 * a problem). What it says is what the server keeps with the lead.
 */
export function WhatsAppConsentBox({ label, idPrefix, checked }: { label: string; idPrefix?: string; checked?: boolean }) {
  const id = `${idPrefix ? `${idPrefix}-` : ""}whatsapp-consent`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" name="whatsapp_consent" value="yes" defaultChecked={checked === true} className="mt-0.5 size-5 shrink-0 accent-forest-700" />
      <label htmlFor={id} className="text-sm leading-relaxed text-soil-800">
        {label}
      </label>
    </div>
  );
}
