import { HStack, Stack } from '@chakra-ui/react';
import { CalendarChoice, type IntegrationCard } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, SelectField, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { CardFrame, ConnectionDetails, stateOf } from './card-frame';
import { useConnect } from './use-connect';

/** The caller's own Google Calendar: connect, the calendar visits go to, sync now, disconnect. */
export function GoogleCard({ card, onChange }: { card: IntegrationCard; onChange: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const { connect, isStarting, error } = useConnect('startGoogleAuthorization');
  const [confirming, setConfirming] = useState(false);
  const [isSyncing, setIsSyncing] = useState(false);
  const connection = card.connection;
  async function syncNow() {
    setIsSyncing(true);
    try {
      await api.call('syncGoogleCalendar');
      toast.success(t('google.syncQueued'));
      onChange();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setIsSyncing(false);
    }
  }
  return (
    <CardFrame
      id="google"
      title={t('google.title')}
      description={t('google.description')}
      state={stateOf(connection)}
      isDevelopment={card.mode === 'development'}
    >
      {connection !== null ? <ConnectionDetails connection={connection} /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {connection !== null && connection.status === 'connected' ? (
        <CalendarPicker current={connection.calendar_id ?? 'primary'} onSaved={onChange} />
      ) : null}
      <HStack gap="2" wrap="wrap">
        {connection === null || connection.status === 'error' ? (
          <Button onClick={() => void connect()} loading={isStarting}>
            {connection === null ? t('google.connect') : t('card.reconnect')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void syncNow()} loading={isSyncing}>
            {t('google.syncNow')}
          </Button>
        )}
        {connection !== null ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('google.disconnect')}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        isOpen={confirming}
        title={t('google.disconnectTitle')}
        message={t('google.disconnectMessage')}
        confirmLabel={t('google.disconnect')}
        pendingLabel={t('card.disconnecting')}
        onConfirm={() => api.call('disconnectGoogle')}
        onDone={() => {
          setConfirming(false);
          toast.success(t('google.disconnected'));
          onChange();
        }}
        onClose={() => setConfirming(false)}
      />
    </CardFrame>
  );
}

function CalendarPicker({ current, onSaved }: { current: string; onSaved: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const calendars = useEndpointQuery('listGoogleCalendars', {});
  const form = useForm({
    initial: { calendar_id: current },
    check: (values) => CalendarChoice.safeParse(values),
    send: async (values) => {
      await api.call('chooseGoogleCalendar', { body: values });
      toast.success(t('google.calendarSaved'));
      onSaved();
    },
  });
  if (calendars.error !== null) return <FormAlert>{calendars.error}</FormAlert>;
  const options = (calendars.data?.calendars ?? []).map((calendar) => ({
    value: calendar.primary ? 'primary' : calendar.id,
    label: calendar.primary ? t('google.primaryCalendar', { name: calendar.name }) : calendar.name,
  }));
  if (options.length === 0) return null;
  return (
    <form
      aria-label={t('google.calendarForm')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="2" maxW="md">
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <SelectField form={form} name="calendar_id" label={t('google.calendarLabel')} options={options} />
        <Button type="submit" variant="outline" alignSelf="start" loading={form.isSending}>
          {t('google.calendarSave')}
        </Button>
      </Stack>
    </form>
  );
}
