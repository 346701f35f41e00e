// /termos and /privacidade: the Termos de Uso and the Política de Privacidade (common/legal.ts).
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PRIVACY_POLICY, TERMS_OF_USE } from '@common/legal';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout } from '../../ui/layout';

export default function LegalPage({ title }: ScreenProps) {
  const { pathname } = useLocation();
  const doc = pathname.startsWith(PRIVACY_POLICY.path) ? PRIVACY_POLICY : TERMS_OF_USE;
  const other = doc === PRIVACY_POLICY ? TERMS_OF_USE : PRIVACY_POLICY;
  return (
    <CommerceLayout title={title} description={`Atualizado em ${doc.updatedAt}`} maxW="3xl">
      <Stack gap="6" as="article">
        {doc.sections.map((section) => (
          <Stack key={section.heading} gap="2" as="section">
            <Heading as="h2" size="md">
              {section.heading}
            </Heading>
            {section.paragraphs.map((p) => (
              <Text key={p} color="fg.muted" lineHeight="tall">
                {p}
              </Text>
            ))}
          </Stack>
        ))}
        <Link asChild colorPalette="green" fontWeight="medium">
          <RouterLink to={other.path}>Leia também: {other.title}</RouterLink>
        </Link>
      </Stack>
    </CommerceLayout>
  );
}
