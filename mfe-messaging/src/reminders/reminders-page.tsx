import { Badge, Table } from '@chakra-ui/react';
import { Button, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog, type Translate } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import type { ReminderRule } from '../common/types';
import { RuleDialog } from './rule-dialog';

/** "48 h before", "On booking", "2 h after". */
export function whenText(t: Translate, rule: Pick<ReminderRule, 'trigger' | 'offset_minutes'>): string {
  if (rule.trigger === 'on_booking') return t('trigger.on_booking');
  const hours = Math.round((rule.offset_minutes / 60) * 100) / 100;
  return t(rule.trigger === 'before' ? 'rules.hoursBefore' : 'rules.hoursAfter', { hours });
}

/** /dashboard/reminders: the rules that make reminders per appointment type, turned on and off here. */
export function RemindersPage() {
  const t = useT(catalog);
  const may = useMay();
  const { api } = useRemote();
  const rules = useEndpointQuery('listReminderRules', {});
  const templates = useEndpointQuery('listMessageTemplates', {});
  const types = useEndpointQuery('listAppointmentTypes', {});
  const [editing, setEditing] = useState<ReminderRule | 'new' | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const canEdit = may('reminders_manage');
  const templateOf = (id: string) => templates.data?.items.find((template) => template.id === id);
  const typeName = (key: string | null) =>
    key === null ? t('rules.anyType') : (types.data?.find((type) => type.key === key)?.name ?? key);

  async function toggle(rule: ReminderRule) {
    setSwitching(rule.id);
    try {
      const { id, created_at: _created, ...rest } = rule;
      await api.call('updateReminderRule', { params: { id }, body: { ...rest, is_active: !rule.is_active } });
      toast.success(
        rule.is_active ? t('rules.disabled', { name: rule.name }) : t('rules.enabled', { name: rule.name }),
      );
      rules.reload();
    } catch {
      toast.error(t('rules.toggleFailed'));
    } finally {
      setSwitching(null);
    }
  }

  return (
    <Page
      title={t('rules.title')}
      documentTitle={t('rules.documentTitle')}
      lead={t('rules.lead')}
      actions={
        canEdit ? (
          <Button onClick={() => setEditing('new')} disabled={templates.data === null}>
            {t('rules.new')}
          </Button>
        ) : null
      }
    >
      <ListTable
        query={rules}
        items={rules.data?.items ?? []}
        texts={{
          table: t('rules.table'),
          loading: t('rules.loading'),
          failed: t('rules.failed'),
          empty: t('rules.empty'),
          emptyMessage: t('rules.emptyHelp'),
          noun: t('rules.noun'),
        }}
        minWidth="760px"
        headers={[
          t('rules.name'),
          t('rules.appointmentType'),
          t('rules.when'),
          t('rules.channel'),
          t('rules.template'),
          t('rules.state'),
          { srOnly: t('common.actions') },
        ]}
        row={(rule) => {
          const template = templateOf(rule.template_id);
          return (
            <>
              <Table.Cell>{rule.name}</Table.Cell>
              <Table.Cell>{typeName(rule.appointment_type)}</Table.Cell>
              <Table.Cell>{whenText(t, rule)}</Table.Cell>
              <Table.Cell>{template ? t(`channel.${template.channel}`) : '—'}</Table.Cell>
              <Table.Cell>{template?.name ?? '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={rule.is_active ? 'green' : 'gray'} variant="subtle">
                  {rule.is_active ? t('common.active') : t('common.inactive')}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {canEdit ? (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={switching === rule.id}
                      onClick={() => void toggle(rule)}
                      aria-label={t(rule.is_active ? 'rules.disableNamed' : 'rules.enableNamed', {
                        name: rule.name,
                      })}
                    >
                      {rule.is_active ? t('rules.disable') : t('rules.enable')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(rule)}
                      aria-label={t('rules.editNamed', { name: rule.name })}
                    >
                      {t('common.edit')}
                    </Button>
                  </>
                ) : null}
              </Table.Cell>
            </>
          );
        }}
      />
      {editing !== null && templates.data ? (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          templates={templates.data.items.filter(
            (template) => template.is_active || (editing !== 'new' && template.id === editing.template_id),
          )}
          appointmentTypes={(types.data ?? []).filter((type) => type.active)}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            toast.success(message);
            rules.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
