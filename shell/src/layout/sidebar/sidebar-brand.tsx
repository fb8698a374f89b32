import { Box, Image, Link, Text, VStack, VisuallyHidden } from '@chakra-ui/react';
import { Logo, useT } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { useShell } from '../../shell-context';
import { staffCatalog } from '../../staff-texts/catalog';

/**
 * Spec 2.5: the clinic's logo or the branded default, its name and tagline (the product's name
 * and 'Healthcare Management System' until the clinic's branding says otherwise), and the custom
 * header text in the primary brand colour.
 */
export function SidebarBrand({ home, iconOnly }: { home: string; iconOnly: boolean }) {
  const t = useT(staffCatalog);
  const { branding } = useShell();
  const { clinicName, tagline, logo, customHeaderText, showLogoInHeader } = branding;
  const headerText = customHeaderText.trim();

  const ownLogo = logo !== null && showLogoInHeader ? logo : null;
  // Icon-only there is no room for words: the default mark stands in even when hidden.
  const defaultMark = ownLogo === null && (showLogoInHeader || iconOnly);
  const writesName = !iconOnly && !defaultMark;

  return (
    <VStack align={iconOnly ? 'center' : 'stretch'} gap="1" minWidth="0">
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="2"
        minWidth="0"
        _hover={{ textDecoration: 'none' }}
        focusRing="outside"
        borderRadius="md"
      >
        {/* Named by the hidden words, not aria-label: the visible name and tagline then need not
            repeat in the name (WCAG 2.5.3, label in name). */}
        <RouterLink to={home}>
          <VisuallyHidden>{t('sidebar.home', { clinic: clinicName })}</VisuallyHidden>
          <Box as="span" display="contents" aria-hidden="true">
            {ownLogo !== null ? (
              <Image
                src={ownLogo}
                alt={t('sidebar.logo', { clinic: clinicName })}
                maxHeight="10"
                maxWidth={iconOnly ? '10' : '24'}
                objectFit="contain"
              />
            ) : null}
            {defaultMark ? (
              <Logo variant="branded" size="sm" name={clinicName} tagline={tagline} wordmark={!iconOnly} />
            ) : null}
            {writesName ? (
              <Box minWidth="0">
                <Text fontWeight="700" lineHeight="short" truncate>
                  {clinicName}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {tagline}
                </Text>
              </Box>
            ) : null}
          </Box>
        </RouterLink>
      </Link>
      {!iconOnly && headerText !== '' ? (
        <Text fontSize="sm" fontWeight="600" color="brand.solid" data-testid="custom-header-text">
          {headerText}
        </Text>
      ) : null}
    </VStack>
  );
}
