import { Input } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';
import { ShellDesignProvider } from './providers';

it('labels its control and shows the helper while there is no error', () => {
  render(
    <FormField label="Email" helper="We never share it." isRequired>
      <Input name="email" />
    </FormField>,
    { wrapper: ShellDesignProvider },
  );
  const input = screen.getByLabelText(/^Email/);
  expect(input).toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('We never share it.')).toBeInTheDocument();
});

it('marks the control invalid with the error as its error message, in place of the helper', () => {
  render(
    <FormField label="Email" helper="We never share it." error="Enter a valid email address">
      <Input name="email" />
    </FormField>,
    { wrapper: ShellDesignProvider },
  );
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleErrorMessage('Enter a valid email address');
  expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
});
