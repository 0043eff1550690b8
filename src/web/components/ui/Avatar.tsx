import { initialsOf } from "@shared/chat-format";

const palettes = [
  "bg-forest-100 text-forest-800",
  "bg-harvest-100 text-soil-800",
  "bg-soil-100 text-soil-800",
  "bg-forest-200 text-forest-900",
];

/** A person shown by photo when one exists, otherwise by initials on a tinted disc. */
export function Avatar({ name, image, size = 56 }: { name: string; image?: string; size?: number }) {
  if (image) {
    return <img src={image} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0 rounded-full object-cover" />;
  }
  const palette = palettes[name.length % palettes.length];
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold ring-2 ring-white ${palette}`}
    >
      {initialsOf(name)}
    </span>
  );
}
