import type { IconName } from "@content/page-types";
import { Icon } from "~/components/ui/icons";

export { DownloadIcon, PlusIcon, SearchIcon, TrendDownIcon, TrendSteadyIcon, TrendUpIcon, WhatsAppIcon } from "~/components/ui/icons";

/** A feature's icon, named in the page's content; every name is a symbol of the site's sprite. */
export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon name={name} className={className} />;
}
