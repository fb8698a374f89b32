import { Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { useT } from '@clinio/design-system';
import { PageBody, PageHeader } from '../common/page-header';
import { PlatformAnalyticsPage } from './analytics/analytics-page';
import { PlatformAuditPage } from './audit/platform-audit-page';
import { JobsPage } from './jobs/jobs-page';
import { SYSTEM_ADMIN_PATHS, SYSTEM_ADMIN_ROOT, SYSTEM_ADMIN_TABS } from './paths';
import { PlansPage } from './plans/plans-page';
import { catalog } from './catalog';
import { SystemSettingsPage } from './settings/system-settings-page';
import { TenantDetailPage } from './tenants/tenant-detail-page';
import { TenantsPage } from './tenants/tenants-page';

/** The area's own tabs: the shell draws no dashboard sidebar for the system administrator. */
function SystemAdminTabs() {
  const t = useT(catalog);
  return (
    <Box as="nav" aria-label={t('area.nav')} borderBottomWidth="1px" bg="bg" overflowX="auto">
      <HStack as="ul" listStyleType="none" gap="1" px={{ base: '4', md: '6' }} maxWidth="7xl" mx="auto">
        <Box as="li" flexShrink={0}>
          <ChakraLink asChild px="3" py="3" display="block" color="fg.muted">
            <NavLink to={SYSTEM_ADMIN_ROOT} end>
              {t('area.home')}
            </NavLink>
          </ChakraLink>
        </Box>
        {SYSTEM_ADMIN_TABS.map((tab) => (
          <Box as="li" key={tab.path} flexShrink={0}>
            <ChakraLink
              asChild
              px="3"
              py="3"
              display="block"
              fontWeight="500"
              borderBottomWidth="2px"
              borderColor="transparent"
              _currentPage={{ borderColor: 'brand.solid', color: 'brand.fg' }}
            >
              <NavLink to={tab.path}>{t(tab.labelKey)}</NavLink>
            </ChakraLink>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}

/** Any other path under /system-admin/. */
function SystemAdminNotFound() {
  const t = useT(catalog);
  return (
    <PageBody>
      <PageHeader title={t('area.notFound.title')} />
      <Text color="fg.muted">
        {t('area.notFound.text')}{' '}
        <ChakraLink asChild color="brand.fg">
          <NavLink to={SYSTEM_ADMIN_PATHS.tenants}>{t('area.notFound.link')}</NavLink>
        </ChakraLink>
      </Text>
    </PageBody>
  );
}

/** /system-admin/{tab}: tenants, plans and features, analytics, the platform audit log, jobs, settings. */
export function SystemAdminArea() {
  return (
    <>
      <SystemAdminTabs />
      <Routes>
        <Route path="tenants" element={<TenantsPage />} />
        <Route path="tenants/:tenantId" element={<TenantDetailPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="analytics" element={<PlatformAnalyticsPage />} />
        <Route path="audit" element={<PlatformAuditPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="settings" element={<SystemSettingsPage />} />
        <Route path="*" element={<SystemAdminNotFound />} />
      </Routes>
    </>
  );
}
