import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { PROFILE_TYPES, type ProfileType } from '@common/signup';

/** 'Tipo de perfil': cliente, lojista or profissional, as cards. */
export function ProfileTypeChoice({
  value,
  error,
  groupRef,
  onChange,
}: {
  value: ProfileType | '';
  /** The message when this is the field the rules stopped at. */
  error: string | undefined;
  groupRef: Ref<HTMLDivElement>;
  onChange: (value: ProfileType) => void;
}) {
  return (
    <RadioCard.Root
      ref={groupRef}
      value={value || null}
      onValueChange={({ value: next }) => {
        if (next && next !== value) onChange(next as ProfileType);
      }}
      orientation="horizontal"
      align="start"
      size="sm"
      invalid={!!error}
    >
      <RadioCard.Label fontSize="sm" fontWeight="medium" mb="1">
        Tipo de perfil
        <Text as="span" aria-hidden color="fg.error" ms="1">
          *
        </Text>
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {PROFILE_TYPES.map((option) => (
          <RadioCard.Item
            key={option.value}
            value={option.value}
            borderColor={error ? 'border.error' : undefined}
          >
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl alignItems="flex-start">
              <RadioCard.ItemContent justifyContent="flex-start" gap="1">
                <RadioCard.ItemText fontWeight="semibold">{option.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      )}
    </RadioCard.Root>
  );
}
