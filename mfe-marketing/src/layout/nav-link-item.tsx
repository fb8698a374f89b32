import { Link } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { NavLink } from 'react-router-dom';
import { catalog } from '../catalog';
import type { NavItem } from './nav-items';

/** A header link that marks the current page with aria-current (NavLink sets it). */
export function NavLinkItem({
  item,
  onNavigate,
  block = false,
}: {
  item: NavItem;
  onNavigate?: () => void;
  block?: boolean;
}) {
  const t = useT(catalog);
  return (
    <Link
      asChild
      fontWeight="500"
      whiteSpace="nowrap"
      color="fg"
      px={block ? '3' : '2'}
      py="2"
      display={block ? 'block' : 'inline-block'}
      borderRadius="md"
      textDecoration="none"
      _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
      _currentPage={{ color: 'brand.fg', fontWeight: '700', bg: 'brand.subtle' }}
      focusRing="outside"
    >
      <NavLink to={item.to} onClick={onNavigate} end={item.to !== '/blog'}>
        {t(item.labelKey)}
      </NavLink>
    </Link>
  );
}
