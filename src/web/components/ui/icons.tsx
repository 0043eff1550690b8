import type { SVGProps } from "react";

/** Inline icons (24 px grid, stroke = currentColor). Decorative unless given a title by the caller. */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ArrowRight = (p: IconProps) => <Svg {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Svg>;
export const ChevronLeft = (p: IconProps) => <Svg {...p}><path d="M15 18l-6-6 6-6" /></Svg>;
export const ChevronRight = (p: IconProps) => <Svg {...p}><path d="M9 6l6 6-6 6" /></Svg>;
export const MenuIcon = (p: IconProps) => <Svg {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Svg>;
export const CloseIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6L6 18" /></Svg>;
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}><path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" /></Svg>
);
export const MailIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></Svg>;
export const PinIcon = (p: IconProps) => <Svg {...p}><path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" /><circle cx="12" cy="10" r="2.5" /></Svg>;
export const CheckIcon = (p: IconProps) => <Svg {...p}><path d="M5 12.5l4.5 4.5L19 7.5" /></Svg>;
export const AlertIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></Svg>;
export const QuoteIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none"><path d="M4 18v-5.5C4 8.4 6.3 6 10 5.5v2.6c-2 .5-3 1.9-3 4H10V18H4zm10 0v-5.5c0-4.1 2.3-6.5 6-7v2.6c-2 .5-3 1.9-3 4h3V18h-6z" /></Svg>
);
export const LeafIcon = (p: IconProps) => <Svg {...p}><path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" /><path d="M5 19l7-7" /></Svg>;

export const SamplingIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 3v9" /><path d="M9 9l3 3 3-3" /><path d="M3 15c3-1.5 6-1.5 9 0s6 1.5 9 0" /><path d="M3 19c3-1.5 6-1.5 9 0s6 1.5 9 0" /></Svg>
);
export const TestingIcon = (p: IconProps) => (
  <Svg {...p}><path d="M9 3h6M10 3v6l-5 9a2 2 0 001.8 3h10.4a2 2 0 001.8-3l-5-9V3" /><path d="M7.5 15h9" /></Svg>
);
export const SatelliteIcon = (p: IconProps) => (
  <Svg {...p}><rect x="9" y="9" width="6" height="6" rx="1" transform="rotate(45 12 12)" /><path d="M4.5 7.5l3-3 3 3-3 3zM13.5 16.5l3-3 3 3-3 3z" /><path d="M17 4a3 3 0 013 3M17 1.5A5.5 5.5 0 0122.5 7" /></Svg>
);
export const SparkIcon = (p: IconProps) => (
  <Svg {...p}><path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" /><path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" /></Svg>
);

export const LinkedInIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none"><path d="M5 3.5a2 2 0 110 4 2 2 0 010-4zM3.3 9h3.4v11H3.3zM9 9h3.3v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.1 2.3 4.1 5.3v6H16.4v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9z" /></Svg>
);
export const FacebookIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none"><path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0014.3 4c-2.2 0-3.7 1.3-3.7 3.8v2.7H8v3h2.6V21z" /></Svg>
);
export const XIcon = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none"><path d="M17.5 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.9-5.5 5.9h-3l7.1-7.8L2 3.5h6.2l4.3 5.4zm-1 15.3h1.7L7.6 5.1H5.8z" /></Svg>
);
export const InstagramIcon = (p: IconProps) => (
  <Svg {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.3" cy="6.7" r=".6" fill="currentColor" /></Svg>
);
