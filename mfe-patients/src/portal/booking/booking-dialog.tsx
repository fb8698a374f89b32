import { Fieldset, List, Stack, Text, chakra } from '@chakra-ui/react';
import {
  consentTitleIn,
  formatInTimeZone,
  signBeforeBookingPath,
  type PortalAppointment,
  type PortalBookingOptions,
} from '@clinio/contracts';
import {
  Button,
  FormDialog,
  FormNotice,
  QueryState,
  SelectField,
  TextField,
  toast,
  useFormattingLocale,
  useLocale,
  useT,
} from '@clinio/design-system';
import { ApiError, useEndpointQuery, useForm, useInvalidateApi, useRemote } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../../catalog';
import {
  ANY_PROVIDER,
  distinctTimes,
  initialDraft,
  parseSlotKey,
  providersFor,
  slotKey,
  type BookingDraft,
} from './booking-model';

export interface BookingDialogProps {
  isOpen: boolean;
  patientId: string;
  options: PortalBookingOptions;
  /** Moving this appointment (its type and branch stay); otherwise a new booking. */
  rescheduling: PortalAppointment | null;
  /** A new booking's type, chosen before (back from signing its consents). */
  presetType?: string;
  onDone: () => void;
  onClose: () => void;
}

type Request = { provider_id: string; start_time: string };

/**
 * "Book an appointment" (and "Reschedule"): type, branch, provider or any, a day, then one of the
 * free times the clinic offers online that day. Times are shown in the branch's zone. A type whose
 * consents the patient has not signed, or that have expired, is booked only after signing them
 * (issue 16, re-consent before booking): the dialog names them and leads to the signing page.
 */
export function BookingDialog({
  isOpen,
  patientId,
  options,
  rescheduling,
  presetType,
  onDone,
  onClose,
}: BookingDialogProps) {
  const { api } = useRemote();
  const invalidate = useInvalidateApi();
  const t = useT(catalog);
  const reading = useLocale();
  const locale = useFormattingLocale();
  const fixed = rescheduling
    ? { type: rescheduling.appointment_type, branch: rescheduling.branch_id }
    : presetType !== undefined && options.appointment_types.some((type) => type.key === presetType)
      ? { type: presetType, branch: options.branches[0]?.id ?? '' }
      : undefined;
  // The consents the chosen type needs and the patient lacks (read below, once the type is known).
  let unsigned: readonly { consent_type: string; title: string; title_es: string }[] = [];
  const form = useForm<BookingDraft, Request>({
    initial: () => initialDraft(options, fixed),
    check: (values) => {
      if (unsigned.length > 0)
        return {
          success: false,
          error: { issues: [{ path: ['appointment_type'], message: t('booking.signFirst') }] },
        };
      const slot = parseSlotKey(values.slot);
      return slot
        ? { success: true, data: slot }
        : { success: false, error: { issues: [{ path: ['slot'], message: t('booking.chooseTime') }] } };
    },
    send: async (request) => {
      if (rescheduling) {
        await api.call('rescheduleMyAppointment', {
          params: { patient_id: patientId, id: rescheduling.id },
          body: request,
        });
        toast.success(t('booking.movedMessage'), t('booking.movedTitle'));
      } else {
        await api
          .call('bookMyAppointment', {
            params: { patient_id: patientId },
            body: {
              appointment_type: form.values.appointment_type,
              branch_id: form.values.branch_id,
              ...request,
            },
          })
          .catch(async (error: unknown) => {
            // A consent expired since the dialog read them: read them again, so the way to sign shows.
            if (error instanceof ApiError && error.code === 'consent_required')
              await invalidate(`/api/patients/${patientId}/consent-needs`);
            throw error;
          });
        toast.success(t('booking.bookedMessage'), t('booking.bookedTitle'));
      }
      onDone();
    },
    // The server holds re-consent too (a consent expired since the dialog read them): under the type.
    fieldForCode: { slot_unavailable: 'slot', slot_taken: 'slot', consent_required: 'appointment_type' },
  });
  const { values, update } = form;
  useEffect(() => {
    if (isOpen) form.reset(initialDraft(options, fixed));
    // Only when the dialog opens: a fresh draft each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  useEffect(() => {
    // A time belongs to one type, place, provider and day: choosing again clears it.
    if (values.slot !== '') update('slot', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.appointment_type, values.branch_id, values.provider_id, values.date]);

  const consentNeeds = useEndpointQuery(
    'getMyConsentNeeds',
    isOpen && rescheduling === null && values.appointment_type !== ''
      ? { params: { patient_id: patientId }, query: { appointment_type: values.appointment_type } }
      : null,
  );
  const branch = options.branches.find((item) => item.id === values.branch_id);
  const providers = providersFor(options, values);
  const ready =
    values.appointment_type !== '' && values.branch_id !== '' && /^\d{4}-\d{2}-\d{2}$/.test(values.date);
  const slots = useEndpointQuery(
    'getMyAvailability',
    isOpen && ready
      ? {
          params: { patient_id: patientId },
          query: {
            appointment_type: values.appointment_type,
            branch_id: values.branch_id,
            ...(values.provider_id === ANY_PROVIDER ? {} : { provider_id: values.provider_id }),
            start_date: values.date,
            end_date: values.date,
          },
        }
      : null,
  );
  unsigned =
    consentNeeds.data !== null && consentNeeds.data.appointment_type === values.appointment_type
      ? consentNeeds.data.needs
      : [];
  const times = distinctTimes(slots.data?.slots ?? []);
  const loadingTimes = ready && slots.isLoading;
  const zone = slots.data?.timezone ?? branch?.timezone;

  return (
    <FormDialog
      isOpen={isOpen}
      title={rescheduling ? t('booking.rescheduleTitle') : t('booking.bookTitle')}
      submitLabel={rescheduling ? t('booking.moveSubmit') : t('booking.bookSubmit')}
      pendingLabel={rescheduling ? t('booking.moving') : t('booking.booking')}
      form={form}
      onClose={onClose}
    >
      <Stack gap="4">
        {rescheduling ? (
          <Text>
            {t('booking.current', {
              type: rescheduling.appointment_type_name,
              branch: rescheduling.branch_name,
              when: formatInTimeZone(rescheduling.start_time, { timeZone: rescheduling.timezone, locale }),
            })}
          </Text>
        ) : (
          <>
            <SelectField
              form={form}
              name="appointment_type"
              label={t('booking.type')}
              isRequired
              options={options.appointment_types.map((type) => ({
                value: type.key,
                label: t('booking.typeOption', { name: type.name, minutes: type.duration_minutes }),
              }))}
            />
            {options.branches.length > 1 ? (
              <SelectField
                form={form}
                name="branch_id"
                label={t('booking.location')}
                isRequired
                options={options.branches.map((item) => ({ value: item.id, label: item.name }))}
              />
            ) : null}
            {unsigned.length > 0 ? (
              <FormNotice tone="warning">
                <Stack gap="2">
                  <Text>{t('booking.consentsNeeded', { count: unsigned.length })}</Text>
                  <List.Root ps="5">
                    {unsigned.map((need) => (
                      <List.Item key={need.consent_type}>{consentTitleIn(need, reading)}</List.Item>
                    ))}
                  </List.Root>
                  <Button asChild size="sm" alignSelf="flex-start">
                    <RouterLink
                      to={signBeforeBookingPath({ patientId, appointmentType: values.appointment_type })}
                    >
                      {t('booking.readAndSign')}
                    </RouterLink>
                  </Button>
                </Stack>
              </FormNotice>
            ) : null}
          </>
        )}
        <SelectField
          form={form}
          name="provider_id"
          label={t('booking.provider')}
          options={[
            { value: ANY_PROVIDER, label: t('booking.anyProvider') },
            ...providers.map((provider) => ({ value: provider.id, label: provider.name })),
          ]}
        />
        <TextField form={form} name="date" label={t('booking.day')} type="date" isRequired />
        <Fieldset.Root invalid={form.errors.slot !== undefined}>
          <Fieldset.Legend fontWeight="500">
            {zone ? t('booking.freeTimesIn', { zone }) : t('booking.freeTimes')}
          </Fieldset.Legend>
          <QueryState
            query={slots}
            hasData={slots.data !== null || !ready}
            // The previous day's times are not offered while the new day's load: one of them could
            // be picked under the new day's heading.
            isEmpty={!ready || loadingTimes || times.length === 0}
            empty={
              <Text fontSize="sm" color="fg.muted">
                {!ready
                  ? t('booking.chooseTypeAndDay')
                  : loadingTimes
                    ? t('booking.looking')
                    : t('booking.noTimes')}
              </Text>
            }
            label={t('booking.looking')}
          >
            <chakra.div
              display="flex"
              flexWrap="wrap"
              gap="2"
              role="radiogroup"
              aria-label={t('booking.freeTimes')}
            >
              {times.map((slot) => {
                const key = slotKey(slot);
                const id = `slot-${key.replace(/[^A-Za-z0-9]/g, '')}`;
                return (
                  <chakra.label
                    key={key}
                    htmlFor={id}
                    display="inline-flex"
                    alignItems="center"
                    gap="1.5"
                    borderWidth="1px"
                    borderRadius="md"
                    px="3"
                    py="2"
                    minHeight="44px"
                    cursor="pointer"
                    bg={values.slot === key ? 'brand.subtle' : undefined}
                  >
                    <input
                      id={id}
                      type="radio"
                      name="slot"
                      value={key}
                      checked={values.slot === key}
                      onChange={() => update('slot', key)}
                    />
                    {formatInTimeZone(slot.start_time, { timeZone: zone, style: 'time', locale })}
                  </chakra.label>
                );
              })}
            </chakra.div>
          </QueryState>
          {form.errors.slot !== undefined ? (
            <Fieldset.ErrorText color="red.700">{form.errors.slot}</Fieldset.ErrorText>
          ) : null}
        </Fieldset.Root>
      </Stack>
    </FormDialog>
  );
}
