import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Button, type ButtonProps } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';

export interface AppLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  to: string;
}

/** A link that moves through the shell's router. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild color="brand.fg" textDecoration="underline" {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'type'> {
  to: string;
}

/** A link that looks like the product's button: the next step after a form is done. */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
