import type { ReactNode } from "react";
import type { PlaceholderKey } from "@content/types";
import { common } from "@content/common";
import { pages } from "@content/pages";
import { contentFor, useContent } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { Hero } from "~/components/ui/Hero";
import { Section } from "~/components/ui/Section";
import { ButtonLink } from "~/components/ui/Button";
import { ArrowRight, LeafIcon } from "~/components/ui/icons";

export function placeholderMeta(key: PlaceholderKey) {
  return pageMeta(contentFor(pages)[key].meta);
}

/** A public page whose own issue has not filled it yet: its hero and one sentence. */
export function PlaceholderPage({ page, children }: { page: PlaceholderKey; children?: ReactNode }) {
  const p = useContent(pages)[page];
  const t = useContent(common);
  return (
    <>
      <Hero {...p.hero} />
      <Section tone="white">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-forest-50 text-forest-700">
            <LeafIcon className="size-7" />
          </span>
          <p className="text-lead text-ink">{p.body}</p>
          {children ?? (
            <>
              <p className="text-muted">{t.placeholder.comingSoon}</p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row">
                <ButtonLink to={t.placeholder.primary.to} iconRight={<ArrowRight />}>
                  {t.placeholder.primary.label}
                </ButtonLink>
                <ButtonLink to={t.placeholder.secondary.to} variant="outline">
                  {t.placeholder.secondary.label}
                </ButtonLink>
              </div>
            </>
          )}
        </div>
      </Section>
    </>
  );
}
