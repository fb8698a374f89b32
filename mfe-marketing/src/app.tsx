import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing/landing-page';
import { MarketingLayout } from './layout/marketing-layout';
import {
  AboutPage,
  BlogListPage,
  BlogPostPage,
  CaseStudiesPage,
  ComparisonPage,
  ContactPage,
  FaqPage,
  PatientJourneyPage,
  PrivacyPage,
  ProductDetailsPage,
  RoiCalculatorPage,
  SpecialtiesPage,
  TermsPage,
} from './lazy-pages';
import { NotFoundPage } from './not-found/not-found-page';

/** Spec 2.1's monitoring paths: short names that land on the real page, without a history entry. */
export const MARKETING_ALIASES: Readonly<Record<string, string>> = {
  '/marketing': '/',
  '/about': '/about-us',
  '/contact': '/contact-us',
  '/product': '/product-details',
};

/** Every marketing route of spec 2.1. The landing page is static; the rest load on demand. */
export function App() {
  return (
    <Routes>
      {Object.entries(MARKETING_ALIASES).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route element={<MarketingLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/product-details" element={<ProductDetailsPage />} />
        <Route path="/about-us" element={<AboutPage />} />
        <Route path="/contact-us" element={<ContactPage />} />
        <Route path="/patient-journey" element={<PatientJourneyPage />} />
        <Route path="/specialties" element={<SpecialtiesPage />} />
        <Route path="/case-studies" element={<CaseStudiesPage />} />
        <Route path="/comparison" element={<ComparisonPage />} />
        <Route path="/roi-calculator" element={<RoiCalculatorPage />} />
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
