import { lazy, type ComponentType } from 'react';

/** React.lazy for a module that exports the page under a name (we do not use default exports). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const ProductDetailsPage = lazyPage(
  () => import(/* webpackChunkName: "page-product" */ './product/product-details-page'),
  'ProductDetailsPage',
);
export const AboutPage = lazyPage(
  () => import(/* webpackChunkName: "page-about" */ './about/about-page'),
  'AboutPage',
);
export const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "page-contact" */ './contact/contact-page'),
  'ContactPage',
);
export const PatientJourneyPage = lazyPage(
  () => import(/* webpackChunkName: "page-patient-journey" */ './patient-journey/patient-journey-page'),
  'PatientJourneyPage',
);
export const SpecialtiesPage = lazyPage(
  () => import(/* webpackChunkName: "page-specialties" */ './specialties/specialties-page'),
  'SpecialtiesPage',
);
export const CaseStudiesPage = lazyPage(
  () => import(/* webpackChunkName: "page-case-studies" */ './case-studies/case-studies-page'),
  'CaseStudiesPage',
);
export const ComparisonPage = lazyPage(
  () => import(/* webpackChunkName: "page-comparison" */ './comparison/comparison-page'),
  'ComparisonPage',
);
export const RoiCalculatorPage = lazyPage(
  () => import(/* webpackChunkName: "page-roi" */ './roi-calculator/roi-calculator-page'),
  'RoiCalculatorPage',
);
export const BlogListPage = lazyPage(
  () => import(/* webpackChunkName: "page-blog" */ './blog/blog-list-page'),
  'BlogListPage',
);
export const BlogPostPage = lazyPage(
  () => import(/* webpackChunkName: "page-blog-post" */ './blog/blog-post-page'),
  'BlogPostPage',
);
export const FaqPage = lazyPage(() => import(/* webpackChunkName: "page-faq" */ './faq/faq-page'), 'FaqPage');
export const PrivacyPage = lazyPage(
  () => import(/* webpackChunkName: "page-privacy" */ './legal/privacy-page'),
  'PrivacyPage',
);
export const TermsPage = lazyPage(
  () => import(/* webpackChunkName: "page-terms" */ './legal/terms-page'),
  'TermsPage',
);
