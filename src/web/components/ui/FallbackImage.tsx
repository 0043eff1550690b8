import type { ImgHTMLAttributes, ReactNode } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  width: number;
  height: number;
  /** Picture to show instead when `src` fails. */
  fallbackSrc?: string;
  /** Shown instead of the image when it (and any fallback) fails; without it the image hides, and its figure with it. */
  fallback?: ReactNode;
};

/**
 * An image that handles its own load errors: switch to a fallback picture,
 * show a replacement, or hide. The replacement is in the server HTML, hidden
 * (its wrapper lays out as if absent); the `fallback-image` island
 * (src/web/islands/fallback-image.ts) does the switching.
 */
export function FallbackImage({ src, fallbackSrc, fallback, ...rest }: Props) {
  return (
    <>
      <img data-island="fallback-image" data-fallback-src={fallbackSrc} src={src} {...rest} />
      {fallback != null && fallback !== false ? (
        <span hidden data-image-fallback="" className="contents">
          {fallback}
        </span>
      ) : null}
    </>
  );
}
