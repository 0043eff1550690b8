import type { SVGProps } from "react";
import type { IconName } from "@content/page-types";
import { LeafIcon, PhoneIcon, PinIcon, SamplingIcon, SatelliteIcon, SparkIcon, TestingIcon } from "~/components/ui/icons";

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const UsersIcon = (p: IconProps) => <Svg {...p}><circle cx="9" cy="8" r="3.2" /><path d="M3 19c.6-3.3 3-5 6-5s5.4 1.7 6 5" /><circle cx="17" cy="9" r="2.5" /><path d="M16 14.2c2.6.1 4.4 1.6 5 4.8" /></Svg>;
const CoinsIcon = (p: IconProps) => <Svg {...p}><ellipse cx="9" cy="7" rx="5.5" ry="2.5" /><path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" /><path d="M9.5 15.4V17c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-4c0-1.4-2.5-2.5-5.5-2.5" /></Svg>;
const ChartIcon = (p: IconProps) => <Svg {...p}><path d="M4 20V4M4 20h16" /><path d="M8 16l4-5 3 3 5-6" /></Svg>;
const HandshakeIcon = (p: IconProps) => <Svg {...p}><path d="M2 11l4-4 4 2 3-2 3 1 6 3" /><path d="M6 7v6l5 5c.8.8 2 .8 2.8 0l4.7-4.7" /><path d="M10 14l2 2M12 12l2.5 2.5" /></Svg>;
const SchoolIcon = (p: IconProps) => <Svg {...p}><path d="M2 9l10-5 10 5-10 5z" /><path d="M6 11v5c2 2 10 2 12 0v-5" /><path d="M22 9v6" /></Svg>;
const ShieldIcon = (p: IconProps) => <Svg {...p}><path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></Svg>;
const ClockIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Svg>;
const BuildingIcon = (p: IconProps) => <Svg {...p}><path d="M3 21h18" /><path d="M5 21V10l7-5 7 5v11" /><path d="M10 21v-5h4v5" /><path d="M9 11h.01M15 11h.01" /></Svg>;
const HeartIcon = (p: IconProps) => <Svg {...p}><path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0112 7.6 4.3 4.3 0 0119.5 10c0 5.6-7.5 10-7.5 10z" /></Svg>;
const BookIcon = (p: IconProps) => <Svg {...p}><path d="M4 5.5C4 4.7 4.7 4 5.5 4H11v16H5.5A1.5 1.5 0 014 18.5z" /><path d="M20 5.5c0-.8-.7-1.5-1.5-1.5H13v16h5.5c.8 0 1.5-.7 1.5-1.5z" /></Svg>;
const GlobeIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" /></Svg>;
const TargetIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" /><circle cx="12" cy="12" r="5" /><circle cx="12" cy="12" r="1.2" /></Svg>;
const DropletIcon = (p: IconProps) => <Svg {...p}><path d="M12 3s6 6.4 6 11a6 6 0 01-12 0c0-4.6 6-11 6-11z" /></Svg>;
export const DownloadIcon = (p: IconProps) => <Svg {...p}><path d="M12 4v11M7 10l5 5 5-5" /><path d="M5 20h14" /></Svg>;
export const SearchIcon = (p: IconProps) => <Svg {...p}><circle cx="11" cy="11" r="6.5" /><path d="M20 20l-4.2-4.2" /></Svg>;
export const TrendUpIcon = (p: IconProps) => <Svg {...p}><path d="M4 16l6-6 4 4 6-6" /><path d="M15 8h5v5" /></Svg>;
export const TrendDownIcon = (p: IconProps) => <Svg {...p}><path d="M4 8l6 6 4-4 6 6" /><path d="M15 16h5v-5" /></Svg>;
export const TrendSteadyIcon = (p: IconProps) => <Svg {...p}><path d="M4 12h16M15 7l5 5-5 5" /></Svg>;
export const PlusIcon = (p: IconProps) => <Svg {...p}><path d="M12 5v14M5 12h14" /></Svg>;
export const WhatsAppIcon = (p: IconProps) => <Svg {...p}><path d="M4 20l1.3-4A8 8 0 1112 20a8 8 0 01-4-1z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1-.5-1.5-1-2-2l1-1-1-2z" /></Svg>;

const map: Record<IconName, (p: IconProps) => React.JSX.Element> = {
  leaf: LeafIcon,
  testing: TestingIcon,
  satellite: SatelliteIcon,
  spark: SparkIcon,
  sampling: SamplingIcon,
  users: UsersIcon,
  coins: CoinsIcon,
  chart: ChartIcon,
  handshake: HandshakeIcon,
  school: SchoolIcon,
  shield: ShieldIcon,
  pin: PinIcon,
  clock: ClockIcon,
  building: BuildingIcon,
  heart: HeartIcon,
  book: BookIcon,
  phone: PhoneIcon,
  globe: GlobeIcon,
  target: TargetIcon,
  droplet: DropletIcon,
};

export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = map[name];
  return <Icon className={className} />;
}
