import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FORM_TYPE_LABELS } from '@clinio/contracts';
import { Button, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useLocalPage } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../common/access';
import { Screen } from '../common/frame';
import { FORM_BASES } from '../common/paths';
import { staffCatalog } from '../staff-texts/catalog';
import { ConsentTextsSection } from './consent-texts-section';
import { PatientConsentsSection } from './patient-consents-section';
import { RequirementsSection } from './requirements-section';

/**
 * `/dashboard/forms-management` (spec 2.5, feature forms_management): the clinic's form templates
 * and consents in one place, and which of them each appointment type requires.
 */
export function FormsManagementPage() {
  const t = useT(staffCatalog);
  const { clinicId, may } = useViewer();
  const templates = useEndpointQuery('listFormTemplates', clinicId ? { params: { id: clinicId } } : null);
  const list = templates.data ?? [];
  const paged = useLocalPage(list);
  return (
    <Screen
      heading={t('management.title')}
      actions={
        may('forms_manage') ? (
          <Button asChild>
            <RouterLink to={`${FORM_BASES.dashboard}/builder`}>{t('list.create')}</RouterLink>
          </Button>
        ) : null
      }
    >
      <Stack gap="10">
        <Stack as="section" aria-labelledby="templates" gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" id="templates" fontSize="xl">
              {t('list.title')}
            </Heading>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={FORM_BASES.dashboard}>{t('management.allTemplates')}</RouterLink>
            </Button>
          </HStack>
          <QueryState
            query={{ ...templates, error: templates.error === null ? null : t('list.failed') }}
            hasData={templates.data !== null}
            isEmpty={list.length === 0}
            empty={<EmptyState title={t('list.emptyTitle')} />}
            label={t('list.loading')}
          >
            <List.Root variant="plain" gap="2">
              {paged.items.map((template) => (
                <List.Item key={template.id} display="block" borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{template.name}</Text>
                      <Badge colorPalette="blue">{FORM_TYPE_LABELS[template.form_type]}</Badge>
                      {template.is_required ? (
                        <Badge colorPalette="orange">{t('list.required')}</Badge>
                      ) : null}
                    </HStack>
                    <Button asChild size="sm" variant="outline">
                      <RouterLink
                        to={`${FORM_BASES.dashboard}/builder/${template.id}`}
                        aria-label={t('list.editLabel', { name: template.name })}
                      >
                        {t('list.edit')}
                      </RouterLink>
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
            <Pager {...paged.pager} noun={t('list.noun')} />
          </QueryState>
        </Stack>
        <RequirementsSection templates={list} />
        <ConsentTextsSection />
        <PatientConsentsSection />
      </Stack>
    </Screen>
  );
}
