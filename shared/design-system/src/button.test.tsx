import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './button';
import { ShellDesignProvider } from './providers';

function renderButton(ui: React.ReactElement) {
  return render(ui, { wrapper: ShellDesignProvider });
}

it('offers the sizes and variants of spec 2.11', () => {
  expect(BUTTON_SIZES).toEqual(['sm', 'md', 'lg', 'xl']);
  expect(BUTTON_VARIANTS).toEqual(['primary', 'success', 'warning', 'danger', 'outline', 'ghost']);
});

it('is a primary, medium button by default that reports clicks', async () => {
  const onClick = jest.fn();
  renderButton(<Button onClick={onClick}>Save Changes</Button>);
  const button = screen.getByRole('button', { name: 'Save Changes' });
  expect(button).toHaveAttribute('data-variant', 'primary');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('gives every variant its own look', () => {
  renderButton(
    <>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </>,
  );
  const looks = BUTTON_VARIANTS.map((variant) => screen.getByRole('button', { name: variant }).className);
  expect(new Set(looks).size).toBe(BUTTON_VARIANTS.length);
});

it('gives every size its own look', () => {
  renderButton(
    <>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} size={size}>
          {size}
        </Button>
      ))}
    </>,
  );
  const looks = BUTTON_SIZES.map((size) => screen.getByRole('button', { name: size }).className);
  expect(new Set(looks).size).toBe(BUTTON_SIZES.length);
});

it('can be disabled, and then does not report clicks', async () => {
  const onClick = jest.fn();
  renderButton(
    <Button disabled onClick={onClick}>
      Delete
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(onClick).not.toHaveBeenCalled();
});

it('shows its loading text and refuses clicks while loading', () => {
  renderButton(
    <Button loading loadingText="Saving...">
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: /Saving\.\.\./ });
  expect(button).toBeDisabled();
  expect(screen.queryByText('Save')).not.toBeInTheDocument();
});

it('forwards its ref to the button element', () => {
  const ref = createRef<HTMLButtonElement>();
  renderButton(<Button ref={ref}>Focus me</Button>);
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
});
