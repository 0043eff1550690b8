import type { NewsletterLinkPage as LinkPageCopy } from "@content/newsletter";
import type { LinkOutcome } from "@shared/api-types";
import { Button, ButtonLink } from "~/components/ui/Button";
import { CheckIcon } from "~/components/ui/icons";

/**
 * A page an e-mail link opens (confirm or unsubscribe). Opening it changes
 * nothing: mail scanners open links before people do. Only the button's form
 * post makes the change; the page then says what happened in plain words.
 * It is a plain form: while its answer loads, the `busy` island
 * (src/web/islands/busy.ts) disables the button, which says so.
 */
export function NewsletterLinkPage({ t, token, outcome }: { t: LinkPageCopy; token: string | null; outcome: LinkOutcome | "missing" | undefined }) {
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
          ) : outcome === "already" ? (
            <p role="status" className="mx-auto mt-4 max-w-md leading-relaxed text-ink">
              {t.already}
            </p>
          ) : outcome === "unknown" ? (
            <p role="alert" className="mx-auto mt-4 max-w-md leading-relaxed text-ink">
              {t.unknown}
            </p>
          ) : outcome === "missing" || !token ? (
            <p role="alert" className="mx-auto mt-4 max-w-md leading-relaxed text-ink">
              {t.missing}
            </p>
          ) : (
            <>
              <p className="mx-auto mt-4 max-w-md leading-relaxed text-muted">{t.intro}</p>
              <form method="post" className="group/busy mt-6" data-island="busy">
                <input type="hidden" name="token" value={token} />
                <Button type="submit" variant="primary" size="lg" className="disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-55">
                  <span className="group-data-busy/busy:hidden">{t.button}</span>
                  <span className="hidden group-data-busy/busy:inline">{t.busy}</span>
                </Button>
              </form>
            </>
          )}
          <ButtonLink to="/resources" variant="text" className="mt-6">
            {t.back}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
