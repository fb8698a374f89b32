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

type Look = Pick<ChakraButtonProps, 'variant' | 'colorPalette' | 'bg' | '_hover' | '_expanded'>;

/** A solid button whose hover keeps (or raises) its text's contrast, unlike Chakra's faded one. */
const solid = (colorPalette: string, bg: string, hover: string): Look => ({
  variant: 'solid',
  colorPalette,
  bg,
  _hover: { bg: hover },
  _expanded: { bg: hover },
});

// Chakra's solid green (3.3:1) and orange (3.6:1) fail AA behind white text; their 700 shades pass.
const LOOK: Record<ButtonVariant, Look> = {
  primary: solid('brand', 'brand.solid', 'brand.hover'),
  success: solid('green', 'green.700', 'green.800'),
  warning: solid('orange', 'orange.700', 'orange.800'),
  danger: solid('red', 'red.600', 'red.700'),
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
