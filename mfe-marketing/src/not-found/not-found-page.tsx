import { Container, Heading, HStack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { ButtonLink } from '../common/app-link';
import { usePageTitle } from '../common/use-page-title';

/** Texts already translated by the caller; the catalog's general ones when left out. */
export interface NotFoundPageProps {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}

/** A page that does not exist, inside the marketing frame so the visitor can keep browsing. */
export function NotFoundPage(props: NotFoundPageProps) {
  const t = useT(catalog);
  const {
    title = t('notFound.title'),
    message = t('notFound.message'),
    backTo = '/',
    backLabel = t('notFound.back'),
  } = props;
  usePageTitle(title);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '16', md: '24' }} textAlign="center">
      <Text fontWeight="700" color="brand.fg" mb="3">
        404
      </Text>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg" mb="8">
        {message}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <ButtonLink to={backTo}>{backLabel}</ButtonLink>
        <ButtonLink to="/contact-us" variant="outline">
          {t('nav.contactUs')}
        </ButtonLink>
      </HStack>
    </Container>
  );
}
