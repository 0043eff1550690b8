import type { ReactNode } from "react";
import { preload } from "react-dom";
import type { HeroContent, ImageRef } from "@content/types";
import { ButtonLink } from "./Button";
import { ArrowRight } from "./icons";
import { inlineHeroArt } from "./hero-art";

/** A page's hero copy; its picture is decorative, so its alt is usually empty. */
interface HeroProps extends HeroContent {
  /** Looping, muted background video; `image` is its poster. */
  video?: { src: string; type?: string };
  /** Full-screen home hero or the shorter inner-page hero. */
  size?: "tall" | "compact";
  children?: ReactNode;
}

const defaultImage: ImageRef = { src: "/images/hero-page.svg", alt: "", width: 1600, height: 700 };

/**
 * The top block of every public page: title, subtitle, up to two calls to
 * action over a darkened picture or video. The fixed navigation bar sits on
 * top of it, transparent, so the hero always has a dark ground.
 */
export function Hero({ eyebrow, title, subtitle, primary, secondary, image = defaultImage, video, size = "compact", children }: HeroProps) {
  const tall = size === "tall";
  // The site's own drawings come inline; any other picture paints the largest area
  // of the first screen, so it is asked for from <head>, with the page.
  const art = video ? undefined : inlineHeroArt(image.src, "size-full", tall ? "xMaxYMid" : "xMidYMid");
  if (!art) preload(image.src, { as: "image", fetchPriority: "high" });
  return (
    <section
      aria-labelledby="page-title"
      className={`relative isolate overflow-hidden bg-forest-950 text-white ${tall ? "min-h-[36rem] sm:min-h-[40rem] lg:min-h-[46rem]" : "min-h-[24rem] sm:min-h-[28rem]"} flex items-end`}
    >
      <div className="absolute inset-0 -z-10">
        {video ? (
          <video
            className="size-full object-cover motion-reduce:hidden"
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster={image.src}
            aria-hidden="true"
          >
            <source src={video.src} type={video.type ?? "video/mp4"} />
          </video>
        ) : null}
        {art ? (
          <div className="size-full" dangerouslySetInnerHTML={{ __html: art }} />
        ) : (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className={`size-full object-cover ${tall ? "object-[70%_center]" : "object-center"} ${video ? "hidden motion-reduce:block" : ""}`}
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-forest-950/95 via-forest-950/70 to-forest-950/35 sm:bg-gradient-to-r sm:from-forest-950/95 sm:via-forest-950/70 sm:to-forest-950/10" />
      </div>
      <div className={`mx-auto w-full max-w-7xl px-5 sm:px-8 ${tall ? "pb-16 pt-32 sm:pb-24 lg:pb-32" : "pb-12 pt-32 sm:pb-16 sm:pt-36"}`}>
        <div className="hero-rise max-w-3xl">
          {eyebrow ? (
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-harvest-200 backdrop-blur-sm sm:text-sm">
              {eyebrow}
            </p>
          ) : null}
          <h1 id="page-title" className={`font-semibold text-white ${tall ? "text-display" : "text-h2 sm:text-[3.25rem] sm:leading-[1.08]"}`}>
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lead text-forest-50/95">{subtitle}</p>
          {primary || secondary ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {primary ? (
                <ButtonLink to={primary.to} tone="dark" size="lg" iconRight={<ArrowRight inline />}>
                  {primary.label}
                </ButtonLink>
              ) : null}
              {secondary ? (
                <ButtonLink to={secondary.to} tone="dark" variant="outline" size="lg">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </section>
  );
}
