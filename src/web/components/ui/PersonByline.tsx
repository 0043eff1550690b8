import { Avatar } from "./Avatar";
import { PinIcon } from "./icons";

/** Who said it: avatar, name, role and place, as under every testimonial. */
export function PersonByline({ name, role, location, image }: { name: string; role: string; location: string; image?: string }) {
  return (
    <>
      <Avatar name={name} image={image} />
      <span>
        <span className="block font-semibold text-forest-900">{name}</span>
        <span className="block text-sm text-muted">{role}</span>
        <span className="mt-0.5 flex items-center gap-1 text-sm text-soil-700">
          <PinIcon className="size-4" />
          {location}
        </span>
      </span>
    </>
  );
}
