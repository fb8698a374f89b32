import type { MessageKey } from '../catalog';

export interface NavItem {
  /** The link's text in the remote's catalog. */
  labelKey: MessageKey;
  to: string;
}

/** The header's main pages, in reading order. */
export const MAIN_NAV: readonly NavItem[] = [
  { labelKey: 'nav.product', to: '/product-details' },
  { labelKey: 'nav.patientJourney', to: '/patient-journey' },
  { labelKey: 'nav.specialties', to: '/specialties' },
  { labelKey: 'nav.caseStudies', to: '/case-studies' },
  { labelKey: 'nav.roiCalculator', to: '/roi-calculator' },
  { labelKey: 'nav.blog', to: '/blog' },
  { labelKey: 'nav.aboutUs', to: '/about-us' },
];

export interface FooterColumn {
  titleKey: MessageKey;
  links: readonly NavItem[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.product',
    links: [
      { labelKey: 'nav.productDetails', to: '/product-details' },
      { labelKey: 'nav.patientJourney', to: '/patient-journey' },
      { labelKey: 'nav.specialties', to: '/specialties' },
      { labelKey: 'nav.comparison', to: '/comparison' },
      { labelKey: 'nav.roiCalculator', to: '/roi-calculator' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { labelKey: 'nav.aboutUs', to: '/about-us' },
      { labelKey: 'nav.caseStudies', to: '/case-studies' },
      { labelKey: 'nav.blog', to: '/blog' },
      { labelKey: 'nav.contactUs', to: '/contact-us' },
    ],
  },
  {
    titleKey: 'footer.helpAndLegal',
    links: [
      { labelKey: 'nav.faq', to: '/faq' },
      { labelKey: 'nav.privacy', to: '/privacy' },
      { labelKey: 'nav.terms', to: '/terms' },
    ],
  },
];
