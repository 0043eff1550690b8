import { Button, ButtonLink } from "~/components/ui/Button";
import { CheckIcon } from "~/components/ui/icons";

/** What an e-mail link's page says; the notes a page cannot meet (e.g. `limited`) may be left out. */
export interface EmailLinkPageCopy {
  title: string;
  intro: string;
  button: string;
  busy: string;
  doneTitle: string;
  doneBody: string;
  already: string;
  unknown: string;
  missing: string;
  limited?: string;
  back: string;
}

/** How the button's post ended; `undefined` before it is pressed. */
export type EmailLinkOutcome = "done" | "already" | "unknown" | "missing" | "limited" | undefined;

/**
 * The page an e-mail's link opens (confirm a subscription, unsubscribe, send a
 * chat's transcript). Opening it changes nothing: mail scanners open links
 * before people do. Only the button's form post acts; the page then says what
 * happened in plain words. A plain form: while its answer loads, the `busy`
 * island (src/web/islands/busy.ts) disables the button, which says so.
 */
export function EmailLinkPage({ t, token, back, outcome }: { t: EmailLinkPageCopy; token: string | null; back: string; outcome: EmailLinkOutcome }) {
  const note = outcome === "already" ? t.already : outcome === "unknown" ? t.unknown : outcome === "limited" && t.limited ? t.limited : outcome === "missing" || !token ? t.missing : null;
  return (
    // Dark like every page's hero, so the see-through top bar's white links stay readable above the card.
    <section className="bg-gradient-to-b from-forest-950 to-forest-900 pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div className="mx-auto max-w-2xl px-5 sm:px-8">
        <div className="rounded-3xl border border-soil-200 bg-white p-6 text-center shadow-card sm:p-10">
          <h1 className="text-h2 font-semibold text-forest-900">{outcome === "done" ? t.doneTitle : t.title}</h1>
          {outcome === "done" ? (
            <div role="status">
              <span className="mx-auto mt-6 inline-flex size-14 items-center justify-center rounded-full bg-forest-700 text-white">
                <CheckIcon className="size-7" />
              </span>
              <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink">{t.doneBody}</p>
            </div>
          ) : note ? (
            <p role={outcome === "already" ? "status" : "alert"} className="mx-auto mt-4 max-w-md leading-relaxed text-ink">
              {note}
            </p>
          ) : (
            <>
              <p className="mx-auto mt-4 max-w-md leading-relaxed text-muted">{t.intro}</p>
              <form method="post" className="group/busy mt-6" data-island="busy">
                <input type="hidden" name="token" value={token ?? ""} />
                <Button type="submit" variant="primary" size="lg" className="disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-55">
                  <span className="group-data-busy/busy:hidden">{t.button}</span>
                  <span className="hidden group-data-busy/busy:inline">{t.busy}</span>
                </Button>
              </form>
            </>
          )}
          <ButtonLink to={back} variant="text" className="mt-6">
            {t.back}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
