import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './home/not-found-page';
import { BillingManagerPage } from './invoices/billing-manager-page';
import { CreateInvoicePage } from './invoices/create-invoice-page';
import { InvoiceListPage } from './invoices/invoice-list-page';
import { InvoicePage } from './invoices/invoice-page';
import { PortalBillingPage } from './portal/portal-billing-page';

/** The paths this remote serves: all under the prefixes its area.json declares. */
export const PATHS = {
  list: '/dashboard/clinical-billing',
  invoice: '/dashboard/clinical-billing/invoices/:id',
  create: '/dashboard/invoices/create',
  manager: '/billing/manager',
  portal: '/patient-dashboard/billing',
} as const;

export function App() {
  return (
    <Routes>
      <Route path={PATHS.list} element={<InvoiceListPage />} />
      <Route path={PATHS.invoice} element={<InvoicePage />} />
      <Route path={PATHS.create} element={<CreateInvoicePage />} />
      <Route path={PATHS.manager} element={<BillingManagerPage />} />
      <Route path={PATHS.portal} element={<PortalBillingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
