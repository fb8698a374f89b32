import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Button, type ButtonProps } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';

export interface AppLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  to: string;
}

/** A Chakra-styled link that moves through the router, so the shell sees every navigation. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}

export interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'type'> {
  to: string;
}

/** A link that looks like the product's button (calls to action lead somewhere, they do not act). */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
