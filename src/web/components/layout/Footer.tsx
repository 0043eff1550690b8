import { Link } from "~/components/ui/Link";
import { common } from "@content/common";
import { site, type SocialLink } from "@content/site";
import { siteText } from "@content/site-text";
import { useContent } from "~/lib/content";
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon, XIcon } from "~/components/ui/icons";
import { Logo } from "./Logo";

const socialIcons: Record<SocialLink["network"], typeof LinkedInIcon> = {
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
};

const headingClass = "font-sans text-sm font-semibold uppercase tracking-[0.14em] text-harvest-300";
const linkClass = "text-forest-100 hover:text-white hover:underline underline-offset-4";

/** An office's address as the page's language writes it (the post delivers either). */
function Address({ office }: { office: keyof typeof site.offices }) {
  const address = useContent(siteText).officeAddresses[office];
  return (
    <p className="flex gap-3 text-forest-100">
      <PinIcon className="mt-0.5 size-5 shrink-0 text-harvest-300" />
      <span>
        {address.lines.map((line) => (
          <span key={line} className="block">{line}</span>
        ))}
        <span className="block">{`${address.city} ${site.offices[office].postalCode}`}</span>
      </span>
    </p>
  );
}

export function Footer() {
  const c = useContent(common);
  const t = c.footer;
  const offices = useContent(siteText).officeLabels;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-950 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-12 px-5 py-16 sm:px-8 lg:grid-cols-12 lg:gap-8 lg:py-20">
        <div className="col-span-2 lg:col-span-3">
          <Link to="/" className="inline-block rounded-lg" aria-label={c.nav.homeLabel}>
            <Logo tone="dark" />
          </Link>
          <p className="mt-5 max-w-sm leading-relaxed text-forest-100">{t.blurb}</p>
          <h2 className={`${headingClass} mt-8`}>{t.socialHeading}</h2>
          <ul className="mt-4 flex gap-3">
            {site.social.map((s) => {
              const Icon = socialIcons[s.network];
              return (
                <li key={s.network}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={s.label}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-harvest-400 hover:text-soil-950"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick" className="lg:col-span-2">
          <h2 id="footer-quick" className={headingClass}>{t.quickLinksHeading}</h2>
          <ul className="mt-5 space-y-3">
            {t.quickLinks.map((l) => (
              <li key={l.label}><Link to={l.to} className={linkClass}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services" className="lg:col-span-2">
          <h2 id="footer-services" className={headingClass}>{t.servicesHeading}</h2>
          <ul className="mt-5 space-y-3">
            {t.services.map((l) => (
              <li key={l.label}><Link to={l.to} className={linkClass}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 space-y-8 sm:grid sm:grid-cols-2 sm:gap-8 sm:space-y-0 lg:col-span-5">
          <div>
            <h2 className={headingClass}>{offices.bangalore}</h2>
            <address className="mt-5 not-italic">
              <Address office="bangalore" />
            </address>
          </div>
          <div>
            <h2 className={headingClass}>{offices.delhi}</h2>
            <address className="mt-5 space-y-3 not-italic">
              <Address office="delhi" />
              {site.phones.map((p) => (
                <p key={p.e164} className="flex items-center gap-3">
                  <PhoneIcon className="size-5 shrink-0 text-harvest-300" />
                  <a href={`tel:${p.e164}`} className={linkClass}>
                    <span className="sr-only">{`${t.phoneLabel}: `}</span>
                    {p.display}
                  </a>
                </p>
              ))}
              <p className="flex items-center gap-3">
                <MailIcon className="size-5 shrink-0 text-harvest-300" />
                <a href={`mailto:${site.emails.info}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                  <span className="sr-only">{`${t.emailLabel}: `}</span>
                  {site.emails.info}
                </a>
              </p>
            </address>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* The last lines stay clear of the floating chat button (56 px, 16-24 px from the edges):
            on phones they end above it, on wider screens the legal links end left of it. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm text-forest-200 max-sm:pb-24 sm:px-8 sm:pr-24 md:flex-row md:items-center md:justify-between">
          <p>
            {`© ${year} ${site.legalName} ${t.rights}`}
          </p>
          <nav aria-label={t.legalLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {t.legal.map((l) => (
                <li key={l.to}><Link to={l.to} className="hover:text-white hover:underline underline-offset-4">{l.label}</Link></li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
