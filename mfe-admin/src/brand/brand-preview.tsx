import { Box, HStack, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { Logo, readableTextOn, useT } from '@clinio/design-system';
import { isValidColor, type BrandValues } from './brand-draft';
import { catalog } from './catalog';

export interface BrandPreviewProps {
  values: BrandValues;
  /** The last colours that were valid, used while a typed colour is incomplete. */
  fallback: { primary_color: string; secondary_color: string };
  clinicName: string;
  logoUrl: string | null;
}

/** Live: the sidebar header and buttons as they will look, updated on every keystroke. */
export function BrandPreview({ values, fallback, clinicName, logoUrl }: BrandPreviewProps) {
  const t = useT(catalog);
  const primary = isValidColor(values.primary_color) ? values.primary_color.trim() : fallback.primary_color;
  const secondary = isValidColor(values.secondary_color)
    ? values.secondary_color.trim()
    : fallback.secondary_color;
  const headerText = values.custom_header_text.trim() === '' ? clinicName : values.custom_header_text;
  return (
    <Box
      as="section"
      aria-label={t('preview.title')}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
      aria-live="off"
    >
      <Text fontSize="sm" fontWeight="600" color="fg.muted" mb="3">
        {t('preview.title')}
      </Text>
      <Stack gap="4" bg="bg" borderRadius="md" p="4" borderWidth="1px">
        <HStack gap="3">
          {values.show_logo_in_header ? (
            logoUrl !== null ? (
              <Image
                src={logoUrl}
                alt={t('preview.logoAlt', { clinic: clinicName })}
                maxHeight="12"
                maxWidth="24"
                objectFit="contain"
              />
            ) : (
              <Logo wordmark={false} name={clinicName} />
            )
          ) : null}
          <Stack gap="0" minWidth="0">
            <Text data-preview="header" fontWeight="700" fontSize="lg" style={{ color: primary }} truncate>
              {headerText}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {values.tagline}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <chakra.span
            data-preview="primary-button"
            px="4"
            py="2"
            borderRadius="md"
            fontWeight="600"
            style={{ backgroundColor: primary, color: readableTextOn(primary) }}
          >
            {t('preview.primaryButton')}
          </chakra.span>
          <chakra.span
            data-preview="secondary-button"
            px="4"
            py="2"
            borderRadius="md"
            fontWeight="600"
            style={{ backgroundColor: secondary, color: readableTextOn(secondary) }}
          >
            {t('preview.secondaryButton')}
          </chakra.span>
        </HStack>
      </Stack>
    </Box>
  );
}
