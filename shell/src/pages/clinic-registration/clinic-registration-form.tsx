import { useForm } from '@clinio/platform';
import { CheckboxField, Form, SelectField, SubmitButton, TextField, useT } from '@clinio/design-system';
import { ClinicRegistrationRequest } from '@clinio/contracts';
import { Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { PasswordPair } from '../common/password-pair';
import { browserTimeZone, timeZoneOptions } from './time-zones';
import { staffCatalog } from '../../staff-texts/catalog';

function emptyDraft() {
  return {
    clinic_name: '',
    branch_name: '',
    timezone: browserTimeZone(),
    first_name: '',
    last_name: '',
    username: '',
    email: '',
    phone: '',
    password: '',
    confirm_password: '',
    accept_terms: false,
  };
}

/** The clinic sign-up: the clinic, its first branch and its first super admin (spec 2.1). */
export function ClinicRegistrationForm() {
  const { api } = useShell();
  const t = useT(staffCatalog);
  const navigate = useNavigate();
  const form = useForm({
    initial: emptyDraft,
    check: (values) => ClinicRegistrationRequest.safeParse(values),
    send: async (request) => {
      const created = await api.call('registerClinic', { body: request }, { skipAuth: true });
      void navigate('/registration-success', { state: { email: created.email } });
    },
  });
  return (
    <Form form={form} label={t('clinicReg.formLabel')}>
      <Stack as="section" gap="5" aria-labelledby="clinic-heading">
        <Heading as="h2" id="clinic-heading" fontSize="lg">
          {t('clinicReg.clinic')}
        </Heading>
        <TextField
          form={form}
          name="clinic_name"
          label={t('clinicReg.clinicName')}
          autoComplete="organization"
          isRequired
        />
        <TextField
          form={form}
          name="branch_name"
          label={t('clinicReg.branchName')}
          helper={t('clinicReg.branchHelper')}
        />
        <SelectField
          form={form}
          name="timezone"
          label={t('clinicReg.timezone')}
          options={timeZoneOptions(form.values.timezone)}
          helper={t('clinicReg.timezoneHelper')}
          isRequired
        />
      </Stack>
      <Stack as="section" gap="5" aria-labelledby="admin-heading">
        <Heading as="h2" id="admin-heading" fontSize="lg">
          {t('clinicReg.account')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField
            form={form}
            name="first_name"
            label={t('clinicReg.firstName')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            form={form}
            name="last_name"
            label={t('clinicReg.lastName')}
            autoComplete="family-name"
            isRequired
          />
        </SimpleGrid>
        <TextField
          form={form}
          name="username"
          label={t('clinicReg.username')}
          autoComplete="username"
          isRequired
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField
            form={form}
            name="email"
            label={t('clinicReg.email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <TextField form={form} name="phone" label={t('clinicReg.phone')} type="tel" autoComplete="tel" />
        </SimpleGrid>
        <PasswordPair form={form} />
      </Stack>
      <CheckboxField form={form} name="accept_terms">
        {t('clinicReg.accept')}{' '}
        <Link href="/terms" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
          {t('clinicReg.terms')}
        </Link>
      </CheckboxField>
      <SubmitButton isSending={form.isSending} sendingText={t('clinicReg.sending')}>
        {t('clinicReg.submit')}
      </SubmitButton>
    </Form>
  );
}
