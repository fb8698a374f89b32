import { useForm } from '@clinio/platform';
import { CheckboxField, Form, SelectField, SubmitButton, TextField } from '@clinio/design-system';
import { ClinicRegistrationRequest } from '@clinio/contracts';
import { Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { PasswordPair } from '../common/password-pair';
import { browserTimeZone, timeZoneOptions } from './time-zones';

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
    <Form form={form} label="Register your clinic">
      <Stack as="section" gap="5" aria-labelledby="clinic-heading">
        <Heading as="h2" id="clinic-heading" fontSize="lg">
          Your clinic
        </Heading>
        <TextField
          form={form}
          name="clinic_name"
          label="Clinic name"
          autoComplete="organization"
          isRequired
        />
        <TextField
          form={form}
          name="branch_name"
          label="Branch name"
          helper="The location you start with, e.g. 'Harbour Street'. You can add more branches later."
        />
        <SelectField
          form={form}
          name="timezone"
          label="Time zone"
          options={timeZoneOptions(form.values.timezone)}
          helper="Appointments and reminders use this time zone."
          isRequired
        />
      </Stack>
      <Stack as="section" gap="5" aria-labelledby="admin-heading">
        <Heading as="h2" id="admin-heading" fontSize="lg">
          Your account
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" isRequired />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" isRequired />
        </SimpleGrid>
        <TextField form={form} name="username" label="Username" autoComplete="username" isRequired />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField form={form} name="email" label="Email" type="email" autoComplete="email" isRequired />
          <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
        </SimpleGrid>
        <PasswordPair form={form} />
      </Stack>
      <CheckboxField form={form} name="accept_terms">
        I accept the{' '}
        <Link href="/terms" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
          terms of service (opens in a new tab)
        </Link>
      </CheckboxField>
      <SubmitButton isSending={form.isSending} sendingText="Creating your account...">
        Create clinic account
      </SubmitButton>
    </Form>
  );
}
