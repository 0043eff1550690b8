import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  width: number;
  height: number;
  /** Picture to show instead when `src` fails. */
  fallbackSrc?: string;
  /** Rendered instead of the image when it (and any fallback) fails; null hides it. */
  fallback?: ReactNode;
};

/**
 * An image that handles its own load errors: switch to a fallback picture,
 * render a replacement, or hide. A failure that happened before hydration
 * (the image was in the server HTML) is detected on mount.
 */
export function FallbackImage({ src, fallbackSrc, fallback = null, ...rest }: Props) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const onError = () => {
    if (fallbackSrc && current !== fallbackSrc) setCurrent(fallbackSrc);
    else setFailed(true);
  };

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) onError();
    // Only the first render can have missed an error event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) return <>{fallback}</>;
  return <img ref={ref} src={current} onError={onError} {...rest} />;
}
