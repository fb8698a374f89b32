import { Box, HStack, SimpleGrid } from '@chakra-ui/react';
import {
  amountText,
  ENDPOINTS,
  minorUnitDigits,
  parseAmount,
  type AppointmentTypeRecord,
} from '@clinio/contracts';
import { CheckboxField, FormDialog, TextField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from './catalog';

interface Draft {
  name: string;
  duration_minutes: string;
  buffer_before_minutes: string;
  buffer_after_minutes: string;
  colour: string;
  /** The price as typed, "90.00", in the clinic's currency (its own decimals). */
  price_minor: string;
  bookable_online: boolean;
  telemedicine: boolean;
  active: boolean;
}

/** The type's price as the dialog writes it: in the clinic's currency, with that currency's decimals. */
export const priceText = (type: Pick<AppointmentTypeRecord, 'price_minor' | 'currency'>) =>
  amountText(type.price_minor, type.currency);

function draftOf(type: AppointmentTypeRecord): Draft {
  return {
    name: type.name,
    duration_minutes: String(type.duration_minutes),
    buffer_before_minutes: String(type.buffer_before_minutes),
    buffer_after_minutes: String(type.buffer_after_minutes),
    colour: type.colour,
    price_minor: priceText(type),
    bookable_online: type.bookable_online,
    telemedicine: type.telemedicine,
    active: type.active,
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/**
 * "90", "90.5", "1,250.00" -> minor units of `currency` (the kit's exact parser: a yen price takes
 * no decimals, a dinar's three); anything else is not a price.
 */
const minorOf = (text: string, currency: string) => parseAmount(text, currency) ?? Number.NaN;

/** Edit one of the clinic's appointment types: its name, length, buffers, colour, price and flags. */
export function AppointmentTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: AppointmentTypeRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  // A sample price with the currency's own decimals: 90.00, 90 (yen), 90.000 (dinar).
  const example = amountText(90 * 10 ** minorUnitDigits(type.currency), type.currency);
  const form = useForm<Draft, (typeof ENDPOINTS)['updateAppointmentType']['body']['_output']>({
    initial: () => draftOf(type),
    check: (values) => {
      const price = minorOf(values.price_minor, type.currency);
      if (Number.isNaN(price))
        return {
          success: false,
          error: { issues: [{ path: ['price_minor'], message: t('types.priceInvalid', { example }) }] },
        };
      return ENDPOINTS.updateAppointmentType.body.safeParse({
        ...values,
        duration_minutes: whole(values.duration_minutes),
        buffer_before_minutes: whole(values.buffer_before_minutes),
        buffer_after_minutes: whole(values.buffer_after_minutes),
        price_minor: price,
      });
    },
    send: async (body) => {
      await api.call('updateAppointmentType', { params: { key: type.key }, body });
      toast.success(t('types.saved', { name: body.name }));
      onSaved();
    },
  });
  return (
    <FormDialog
      isOpen
      title={t('types.editTitle', { name: type.name })}
      submitLabel={t('types.save')}
      pendingLabel={t('types.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t('types.name')} isRequired />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <TextField
          form={form}
          name="duration_minutes"
          label={t('types.duration')}
          inputMode="numeric"
          isRequired
        />
        <TextField form={form} name="buffer_before_minutes" label={t('types.before')} inputMode="numeric" />
        <TextField form={form} name="buffer_after_minutes" label={t('types.after')} inputMode="numeric" />
      </SimpleGrid>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Box flex="1 1 10rem">
          <TextField
            form={form}
            name="colour"
            label={t('types.colour')}
            helper={t('types.colourHelp')}
            normalize={(value) => value.trim()}
          />
        </Box>
        <Box
          aria-hidden="true"
          boxSize="10"
          borderRadius="md"
          borderWidth="1px"
          mb={form.errors.colour ? '7' : '6'}
          bg={/^#[0-9a-fA-F]{6}$/.test(form.values.colour) ? form.values.colour : 'transparent'}
        />
      </HStack>
      <TextField
        form={form}
        name="price_minor"
        label={t('types.price', { currency: type.currency })}
        helper={t('types.priceHelp', { example })}
        inputMode="decimal"
      />
      <CheckboxField form={form} name="bookable_online">
        {t('types.online')}
      </CheckboxField>
      <CheckboxField form={form} name="telemedicine">
        {t('types.video')}
      </CheckboxField>
      <CheckboxField form={form} name="active">
        {t('types.offered')}
      </CheckboxField>
    </FormDialog>
  );
}
