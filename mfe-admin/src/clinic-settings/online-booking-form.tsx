import { Box, HStack, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  BookingSettingsUpdate,
  SLOT_STEPS,
  embedSnippet,
  featureLockedMessage,
  normalizePlan,
  type BookingSettings,
} from '@clinio/contracts';
import {
  Button,
  Form,
  FormNotice,
  SelectField,
  TextField,
  TextareaField,
  toast,
  useT,
} from '@clinio/design-system';
import { useForm, useRemote, useUnsavedChangesGuard, type FeatureAccess } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { copyText } from '../common/clipboard';
import { CheckboxField } from '../common/toggles';
import { catalog } from './catalog';

interface Draft {
  embed_enabled: boolean;
  /** One origin a line. */
  embed_allowed_origins: string;
  min_notice_minutes: string;
  max_days_ahead: string;
  cancel_notice_minutes: string;
  slot_step_minutes: string;
  waitlist_hold_minutes: string;
}

function draftOf(settings: BookingSettings): Draft {
  return {
    embed_enabled: settings.embed_enabled,
    embed_allowed_origins: settings.embed_allowed_origins.join('\n'),
    min_notice_minutes: String(settings.min_notice_minutes),
    max_days_ahead: String(settings.max_days_ahead),
    cancel_notice_minutes: String(settings.cancel_notice_minutes),
    slot_step_minutes: String(settings.slot_step_minutes),
    waitlist_hold_minutes: String(settings.waitlist_hold_minutes),
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface OnlineBookingFormProps {
  settings: BookingSettings;
  canEdit: boolean;
  onSaved: (settings: BookingSettings) => void;
}

/** Where a clinic chooses its plan (spec 2.11's 'Upgrade Now' path). */
const PLANS_PATH = '/dashboard/subscription-management';

/**
 * The public page needs the plan's Website Embedding (ADR 041): while it is missing, the page stays
 * off whatever the switch says, and this says so with the plan that opens it.
 */
function EmbedPlanNotice({ features }: { features: FeatureAccess }) {
  const t = useT(catalog);
  if (features.isLoading || features.hasFeature('website_embedding')) return null;
  const plan = normalizePlan(features.requiredPlan('website_embedding'));
  return (
    <FormNotice tone="warning">
      {plan === null ? t('booking.noEmbedding') : featureLockedMessage('Website Embedding', plan)}{' '}
      {t('booking.untilThen')}{' '}
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to={PLANS_PATH}>{t('booking.seePlans')}</RouterLink>
      </Link>
    </FormNotice>
  );
}

/**
 * PUT /api/booking-settings (ADR 037): the public booking page on or off, the websites that may
 * show it, and the notice, horizon, step and waitlist hold the portal and the page follow; plus
 * the snippet to paste into the clinic's website.
 */
export function OnlineBookingForm({ settings, canEdit, onSaved }: OnlineBookingFormProps) {
  const { api, features } = useRemote();
  const t = useT(catalog);
  const [copied, setCopied] = useState<string | null>(null);
  const form = useForm({
    initial: () => draftOf(settings),
    check: (draft) =>
      BookingSettingsUpdate.safeParse({
        embed_enabled: draft.embed_enabled,
        embed_allowed_origins: draft.embed_allowed_origins
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
        min_notice_minutes: number(draft.min_notice_minutes),
        max_days_ahead: number(draft.max_days_ahead),
        cancel_notice_minutes: number(draft.cancel_notice_minutes),
        slot_step_minutes: number(draft.slot_step_minutes),
        waitlist_hold_minutes: number(draft.waitlist_hold_minutes),
      }),
    send: async (request) => {
      const saved = await api.call('updateBookingSettings', { body: request });
      form.reset(draftOf(saved));
      toast.success(t('booking.saved'));
      onSaved(saved);
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const readOnly = !canEdit;
  const snippet = embedSnippet(window.location.origin, settings.clinic_id);
  const pageUrl = `${window.location.origin}${settings.embed_path}`;

  const copy = async (what: string, text: string) => {
    const done = await copyText(text);
    setCopied(done ? what : null);
    if (!done) toast.error(t('booking.copyRefused'));
  };

  return (
    <Form form={form} label={t('page.booking')}>
      <Stack gap="4">
        <EmbedPlanNotice features={features} />
        <CheckboxField
          label={t('booking.enabled')}
          description={t('booking.enabledDescription')}
          checked={form.values.embed_enabled}
          disabled={readOnly}
          onChange={(checked) => form.update('embed_enabled', checked)}
        />
        <TextareaField
          form={form}
          name="embed_allowed_origins"
          label={t('booking.origins')}
          helper={t('booking.originsHelper')}
          rows={3}
          readOnly={readOnly}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField
            form={form}
            name="min_notice_minutes"
            label={t('booking.minNotice')}
            inputMode="numeric"
            readOnly={readOnly}
          />
          <TextField
            form={form}
            name="max_days_ahead"
            label={t('booking.maxDaysAhead')}
            inputMode="numeric"
            readOnly={readOnly}
          />
          <TextField
            form={form}
            name="cancel_notice_minutes"
            label={t('booking.cancelNotice')}
            inputMode="numeric"
            readOnly={readOnly}
          />
          <SelectField
            form={form}
            name="slot_step_minutes"
            label={t('booking.slotStep')}
            options={SLOT_STEPS.map((step) => ({
              value: String(step),
              label: t('booking.slotStepOption', { step }),
            }))}
          />
          <TextField
            form={form}
            name="waitlist_hold_minutes"
            label={t('booking.waitlistHold')}
            inputMode="numeric"
            readOnly={readOnly}
          />
        </SimpleGrid>
        {canEdit ? (
          <chakra.div>
            <Button type="submit" loading={form.isSending} loadingText={t('saving')}>
              {t('booking.save')}
            </Button>
          </chakra.div>
        ) : null}
        <Box borderTopWidth="1px" pt="4">
          <Text fontWeight="semibold" mb="1" id="embed-snippet-label">
            {t('booking.snippetTitle')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('booking.snippetLead')} <chakra.span fontFamily="mono">{pageUrl}</chakra.span>
          </Text>
          <chakra.pre
            aria-labelledby="embed-snippet-label"
            tabIndex={0}
            fontFamily="mono"
            fontSize="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            bg="bg.muted"
            p="3"
            borderRadius="md"
            data-testid="embed-snippet"
          >
            {snippet}
          </chakra.pre>
          <HStack mt="2" gap="2" flexWrap="wrap">
            <Button type="button" variant="outline" size="sm" onClick={() => void copy('snippet', snippet)}>
              {t('booking.copyCode')}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy('link', pageUrl)}>
              {t('booking.copyLink')}
            </Button>
            <Text role="status" fontSize="sm" color="fg.muted">
              {copied === 'snippet'
                ? t('booking.codeCopied')
                : copied === 'link'
                  ? t('booking.linkCopied')
                  : ''}
            </Text>
          </HStack>
        </Box>
      </Stack>
    </Form>
  );
}
