export interface NavItem {
  label: string;
  to: string;
}

/** The header's main pages, in reading order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Product', to: '/product-details' },
  { label: 'Patient journey', to: '/patient-journey' },
  { label: 'Specialties', to: '/specialties' },
  { label: 'Case studies', to: '/case-studies' },
  { label: 'ROI calculator', to: '/roi-calculator' },
  { label: 'Blog', to: '/blog' },
  { label: 'About us', to: '/about-us' },
];

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Product details', to: '/product-details' },
      { label: 'Patient journey', to: '/patient-journey' },
      { label: 'Specialties', to: '/specialties' },
      { label: 'Comparison', to: '/comparison' },
      { label: 'ROI calculator', to: '/roi-calculator' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about-us' },
      { label: 'Case studies', to: '/case-studies' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  },
  {
    title: 'Help and legal',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Terms of service', to: '/terms' },
    ],
  },
];
