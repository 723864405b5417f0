/** The agency's own details, from the one site configuration file at the repository root. */
import config from '../../site.config.json';

export interface SiteConfig {
  brand: string;
  legalName: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  siteUrl: string;
  social: { facebook: string; instagram: string };
  logo: string;
}

export const site: SiteConfig = config;

/** The phone number as a `tel:` link target. */
export const phoneHref = (phone: string = site.phone): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
