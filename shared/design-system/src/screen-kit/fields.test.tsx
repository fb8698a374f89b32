import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ShellDesignProvider } from '../providers';
import { CheckboxField, CheckboxListField, RadioListField, SelectField, TextField } from './fields';
import { Form, FormActions } from './form';
import type { FormController } from './form-types';

interface Draft {
  email: string;
  role: string;
  accepted: boolean;
}

/** A stand-in controller: refuses the first submit with field messages, like useForm does. */
function Harness({ onSubmit }: { onSubmit: (values: Draft) => void }) {
  const [values, setValues] = useState<Draft>({ email: '', role: 'doctor', accepted: false });
  const [attempt, setAttempt] = useState(0);
  const errors = attempt > 0 && values.email === '' ? { email: 'Enter an e-mail address' } : {};
  const form: FormController<Draft> = {
    values,
    errors,
    formError: null,
    isSending: false,
    isDirty: false,
    attempt,
    update: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    submit: () => {
      if (values.email === '') setAttempt((value) => value + 1);
      else onSubmit(values);
      return Promise.resolve();
    },
    reset: () => undefined,
  };
  return (
    <Form form={form} label="Invite">
      <TextField form={form} name="email" label="E-mail" isRequired />
      <SelectField
        form={form}
        name="role"
        label="Role"
        options={[
          { value: 'doctor', label: 'Doctor' },
          { value: 'nurse', label: 'Nurse' },
        ]}
      />
      <CheckboxField form={form} name="accepted">
        I accept
      </CheckboxField>
      <button type="submit">Send</button>
    </Form>
  );
}

it('shows a refused field at the field and takes the keyboard to it', async () => {
  render(<Harness onSubmit={jest.fn()} />, { wrapper: ShellDesignProvider });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const email = screen.getByRole('textbox', { name: /E-mail/ });
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleErrorMessage('Enter an e-mail address');
  expect(email).toHaveFocus();
});

it('binds text, select and checkbox to the draft', async () => {
  const onSubmit = jest.fn();
  render(<Harness onSubmit={onSubmit} />, { wrapper: ShellDesignProvider });
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'dana@example.com');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'nurse');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'dana@example.com', role: 'nurse', accepted: true });
});

it('offers submit and Cancel, and Cancel waits while the request is out', async () => {
  const onCancel = jest.fn();
  const { rerender } = render(
    <FormActions isSending={false} submitLabel="Turn off" sendingText="Turning off..." onCancel={onCancel} />,
    { wrapper: ShellDesignProvider },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  rerender(<FormActions isSending submitLabel="Turn off" sendingText="Turning off..." onCancel={onCancel} />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

function RadioHarness() {
  const [values, setValues] = useState({ number: '' });
  const form: FormController<{ number: string }> = {
    values,
    errors: values.number === '' ? { number: 'Choose a number' } : {},
    formError: null,
    isSending: false,
    isDirty: false,
    attempt: 1,
    update: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    submit: () => Promise.resolve(),
    reset: () => undefined,
  };
  return (
    <>
      <RadioListField
        form={form}
        name="number"
        label="Numbers for sale"
        options={[
          { value: '+18605550142', label: '(860) 555-0142', detail: 'Hartford, CT' },
          { value: '+18605550143', label: '(860) 555-0143', detail: 'Hartford, CT' },
        ]}
      />
      <output>{values.number}</output>
    </>
  );
}

it('binds a radio list: one choice, its detail in the name, arrows move it, the message under it', async () => {
  render(<RadioHarness />, { wrapper: ShellDesignProvider });
  const group = screen.getByRole('group', { name: 'Numbers for sale' });
  expect(group).toHaveAccessibleDescription('Choose a number');
  await userEvent.click(screen.getByRole('radio', { name: /0142 Hartford/ }));
  expect(screen.getByRole('status')).toHaveTextContent('+18605550142');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /0143/ })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('+18605550143');
  expect(screen.queryByText('Choose a number')).not.toBeInTheDocument();
});

function CheckboxListHarness() {
  const [values, setValues] = useState<{ numbers: string[] }>({ numbers: [] });
  const form: FormController<{ numbers: string[] }> = {
    values,
    errors: values.numbers.length === 0 ? { numbers: 'Choose at least one number' } : {},
    formError: null,
    isSending: false,
    isDirty: false,
    attempt: 1,
    update: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    submit: () => Promise.resolve(),
    reset: () => undefined,
  };
  return (
    <>
      <CheckboxListField
        form={form}
        name="numbers"
        label="Numbers it covers"
        options={[
          { value: '+18605550100', label: '(860) 555-0100', detail: 'Main Street' },
          { value: '+18605550101', label: '(860) 555-0101', detail: 'Riverside' },
        ]}
      />
      <output>{values.numbers.join(' ')}</output>
    </>
  );
}

it('binds a checkbox list: several choices in order of choosing, space toggles, the message under it', async () => {
  render(<CheckboxListHarness />, { wrapper: ShellDesignProvider });
  const group = screen.getByRole('group', { name: 'Numbers it covers' });
  expect(group).toHaveAccessibleDescription('Choose at least one number');
  await userEvent.click(screen.getByRole('checkbox', { name: /0101 Riverside/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /0100 Main Street/ }));
  expect(screen.getByRole('status')).toHaveTextContent('+18605550101 +18605550100');
  await userEvent.keyboard(' ');
  expect(screen.getByRole('checkbox', { name: /0100/ })).not.toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('+18605550101');
  expect(screen.queryByText('Choose at least one number')).not.toBeInTheDocument();
});
