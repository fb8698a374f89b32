import { Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  CONSENT_TYPES,
  CONSENT_TYPE_LABELS,
  type AppointmentTypeRequirement,
  type FormTemplate,
} from '@clinio/contracts';
import { Button, EmptyState, FormDialog, QueryState, TableScroll, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { CheckboxGroup } from '../common/checkbox-group';
import { staffCatalog } from '../staff-texts/catalog';

type Draft = Pick<AppointmentTypeRequirement, 'form_template_ids' | 'consent_types'>;

function RequirementDialog({
  requirement,
  templates,
  onClose,
  onSaved,
}: {
  requirement: AppointmentTypeRequirement;
  templates: readonly FormTemplate[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const form = useForm<Draft, Draft>({
    initial: { form_template_ids: requirement.form_template_ids, consent_types: requirement.consent_types },
    check: (values) => ({ success: true, data: values }),
    send: async (body) => {
      await api.call('setAppointmentTypeRequirements', {
        params: { appointmentType: requirement.appointment_type },
        body,
      });
      onSaved();
      onClose();
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('requirements.dialogTitle', { name: requirement.name })}
      submitLabel={t('requirements.save')}
      pendingLabel={t('requirements.saving')}
      form={form}
      onClose={onClose}
    >
      <CheckboxGroup
        legend={t('requirements.forms')}
        items={templates.map((template) => ({ value: template.id, label: template.name }))}
        chosen={form.values.form_template_ids}
        onChange={(next) => form.update('form_template_ids', next)}
      />
      <CheckboxGroup
        legend={t('requirements.consents')}
        items={CONSENT_TYPES.map((type) => ({ value: type, label: CONSENT_TYPE_LABELS[type] }))}
        chosen={form.values.consent_types}
        onChange={(next) => form.update('consent_types', next)}
      />
    </FormDialog>
  );
}

/** Which forms and consents each appointment type requires (issue 16, forms-management). */
export function RequirementsSection({ templates }: { templates: readonly FormTemplate[] }) {
  const t = useT(staffCatalog);
  const requirements = useEndpointQuery('listAppointmentTypeRequirements', {});
  const [editing, setEditing] = useState<AppointmentTypeRequirement | null>(null);
  const list = requirements.data ?? [];
  const nameOf = (id: string) => templates.find((template) => template.id === id)?.name ?? id;
  return (
    <Stack as="section" aria-labelledby="requirements" gap="3">
      <Heading as="h2" id="requirements" fontSize="xl">
        {t('requirements.title')}
      </Heading>
      <Text color="fg.muted">{t('requirements.lead')}</Text>
      <QueryState
        query={requirements}
        hasData={requirements.data !== null}
        isEmpty={list.length === 0}
        empty={<EmptyState title={t('requirements.empty')} />}
        label={t('requirements.loading')}
      >
        <TableScroll label={t('requirements.table')}>
          <Table.Root size="sm" minWidth="640px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('requirements.type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('requirements.forms')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('requirements.consents')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t('requirements.actions')}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((requirement) => (
                <Table.Row key={requirement.appointment_type}>
                  <Table.Cell fontWeight="semibold">{requirement.name}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {requirement.form_template_ids.map((id) => (
                        <Badge key={id}>{nameOf(id)}</Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {requirement.consent_types.map((type) => (
                        <Badge key={type} colorPalette="purple">
                          {CONSENT_TYPE_LABELS[type]}
                        </Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('requirements.editLabel', { name: requirement.name })}
                      onClick={() => setEditing(requirement)}
                    >
                      {t('requirements.edit')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </QueryState>
      {editing ? (
        <RequirementDialog
          requirement={editing}
          templates={templates}
          onClose={() => setEditing(null)}
          onSaved={requirements.reload}
        />
      ) : null}
    </Stack>
  );
}
