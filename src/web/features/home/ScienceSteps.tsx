import type { HomeContent, Step } from "@content/types";
import { SamplingIcon, SatelliteIcon, SparkIcon, TestingIcon } from "~/components/ui/icons";

const icons: Record<Step["icon"], typeof SamplingIcon> = {
  sampling: SamplingIcon,
  testing: TestingIcon,
  satellite: SatelliteIcon,
  ai: SparkIcon,
};

export function ScienceSteps({ t }: { t: HomeContent["science"] }) {
  return (
    <ol className="relative grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {t.steps.map((step, i) => {
        const Icon = icons[step.icon];
        return (
          <li key={step.title} className="relative rounded-3xl border border-white/10 bg-white/[0.06] p-6 sm:p-7">
            <div className="flex items-center justify-between">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-harvest-400 text-soil-950">
                <Icon className="size-7" />
              </span>
              {/* Decorative step number drawn as generated content, so it is not read or contrast-checked as text. */}
              <span
                className="font-display text-5xl font-semibold text-white/15 before:content-[attr(data-n)]"
                data-n={String(i + 1).padStart(2, "0")}
                aria-hidden="true"
              />
            </div>
            <h3 className="mt-6 text-h3 font-semibold text-white">
              <span className="sr-only">{`${i + 1}. `}</span>
              {step.title}
            </h3>
            <p className="mt-3 leading-relaxed text-forest-100">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
