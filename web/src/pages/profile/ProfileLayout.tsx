import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CommerceLayout } from '../../ui/layout';

export interface ProfileLayoutProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Where the back link goes (default /profile); null hides it (the hub itself). */
  back?: { to: string; label: string } | null;
  /** Buttons on the right of the title (e.g. 'Adicionar endereço'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Shell of every profile screen: the commerce screens' layout in a narrower column, back to /profile. */
export function ProfileLayout({ back = { to: '/profile', label: 'Perfil' }, ...props }: ProfileLayoutProps) {
  return <CommerceLayout maxW="3xl" back={back} {...props} />;
}

/** A white card section with an optional heading. */
export function ProfileSection({ title, description, children }: { title?: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
      <Stack gap="4">
        {(title || description) && (
          <Stack gap="1">
            {title && (
              <Heading as="h2" size="md">
                {title}
              </Heading>
            )}
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Stack>
    </Box>
  );
}
