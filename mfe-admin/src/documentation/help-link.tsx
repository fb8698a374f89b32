import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A link inside the dashboard, through the router (no page reload). */
export function HelpLink({ to, children, ...rest }: Omit<LinkProps, 'asChild' | 'href'> & { to: string }) {
  return (
    <ChakraLink asChild color="brand.fg" {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </ChakraLink>
  );
}
