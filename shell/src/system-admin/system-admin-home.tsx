import { Container, DataList, Heading, HStack, Link, List, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Logo, useT } from '@clinio/design-system';
import { useSystemAdminAuth } from '../auth/auth-context';
import { staffCatalog } from '../staff-texts/catalog';

const AREAS = [
  { to: '/system-admin/tenants', label: 'Tenants' },
  { to: '/system-admin/plans', label: 'Plans & features' },
  { to: '/system-admin/analytics', label: 'Analytics' },
  { to: '/system-admin/audit', label: 'Audit' },
  { to: '/system-admin/settings', label: 'Settings' },
] as const;

/** '/system-admin': who is signed in, and the way into each part of the platform area. */
export function SystemAdminHome() {
  const systemAdmin = useSystemAdminAuth();
  const t = useT(staffCatalog);
  const { admin } = systemAdmin;
  if (admin === null) return null;
  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="8">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <Button variant="outline" size="sm" onClick={() => void systemAdmin.logout()}>
            {t('systemAdmin.logout')}
          </Button>
        </HStack>
        <Heading as="h1" size="2xl">
          {t('systemAdmin.title')}
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('systemAdmin.name')}</DataList.ItemLabel>
            <DataList.ItemValue>{admin.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('systemAdmin.email')}</DataList.ItemLabel>
            <DataList.ItemValue>{admin.email}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <List.Root as="ul" aria-label={t('systemAdmin.areas')} gap="2" ps="5">
          {AREAS.map((area) => (
            <List.Item key={area.to}>
              <Link asChild color="brand.fg" fontWeight="600">
                <RouterLink to={area.to}>{area.label}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Container>
  );
}
