import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export const BUTTON_VARIANTS = ['primary', 'success', 'warning', 'danger', 'outline', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<ChakraButtonProps, 'variant' | 'size' | 'colorPalette'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const LOOK: Record<ButtonVariant, Pick<ChakraButtonProps, 'variant' | 'colorPalette'>> = {
  primary: { variant: 'solid', colorPalette: 'brand' },
  success: { variant: 'solid', colorPalette: 'green' },
  warning: { variant: 'solid', colorPalette: 'orange' },
  danger: { variant: 'solid', colorPalette: 'red' },
  outline: { variant: 'outline', colorPalette: 'brand' },
  ghost: { variant: 'ghost', colorPalette: 'brand' },
};

/** The product's button: spec 2.11 sizes sm, md, lg, xl and six variants. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <ChakraButton ref={ref} size={size} data-variant={variant} {...LOOK[variant]} {...rest} />;
});
