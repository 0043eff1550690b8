import type { HomeContent } from "@content/types";
import { FallbackImage } from "~/components/ui/FallbackImage";

const stageColours = ["bg-soil-700 text-white", "bg-harvest-400 text-soil-950", "bg-forest-700 text-white"];

/** Before / During / After: a picture per stage that switches to a fallback picture if it fails. */
export function JourneyCards({ t }: { t: HomeContent["journey"] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3 lg:gap-8">
      {t.cards.map((card, i) => (
        <li key={card.stage} className="group flex flex-col overflow-hidden rounded-3xl bg-white shadow-card transition-shadow hover:shadow-lift">
          <div className="relative aspect-[3/2] overflow-hidden bg-soil-100">
            <FallbackImage
              src={card.image.src}
              fallbackSrc={t.fallbackImage}
              alt={card.image.alt}
              width={card.image.width}
              height={card.image.height}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
            />
            <span className={`absolute left-4 top-4 rounded-full px-3.5 py-1 text-sm font-semibold shadow-sm ${stageColours[i % stageColours.length]}`}>
              {card.stage}
            </span>
          </div>
          <div className="flex flex-1 flex-col p-6 sm:p-7">
            <h3 className="text-h3 font-semibold text-forest-900">{card.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{card.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
