import { Box, Button, HStack, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useStateFromProp } from '../ui/useStateFromProp';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../ui/icons';
import type { SearchSuggestionsQuery } from '../gql/graphql';
import { SEARCH_MIN_LENGTH, exploreSearchHref } from '../lib/categories';
import { useSession } from '../session/SessionProvider';
import { RecordProductViewDocument, SearchSuggestionsDocument } from './documents';
import { formatMoney } from '@common/catalog-format';
import { ProductImage } from './ProductImage';

// Product search with suggestions:
// suggestions after a 300 ms pause for a trimmed term of 2+ characters, at most 5; a search error
// clears and closes them; Enter goes to /explore?search=term (nothing under 2 characters);
// opening a suggestion goes to the product and records a view for a signed-in user.

export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 5;
export const SEARCH_TOO_SHORT = `Digite pelo menos ${SEARCH_MIN_LENGTH} caracteres para buscar.`;

type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** Router state the product page reads to skip recording the view a second time. */
export interface ProductNavigationState {
  viewRecorded?: boolean;
}

export interface SearchBarProps {
  /** Accessible name of the field. */
  label?: string;
  placeholder?: string;
  /** 'header' (compact, grey field) or 'hero' (large, white, with a 'Buscar' button). */
  variant?: 'header' | 'hero';
  /** Initial term (e.g. the current ?search= on /explore). */
  defaultValue?: string;
}

export function SearchBar({
  label = 'Buscar produtos',
  placeholder = 'Buscar produtos, lojas e marcas',
  variant = 'header',
  defaultValue = '',
}: SearchBarProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const [recordView] = useMutation(RecordProductViewDocument);
  const id = useId();
  const listboxId = `${id}-sugestoes`;
  const hintId = `${id}-dica`;

  const [term, setTerm] = useStateFromProp(defaultValue, (value) => value);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const requestRef = useRef(0);
  const rootRef = useRef<HTMLDivElement>(null);

  // Debounced suggestions; a newer keystroke invalidates older answers.
  useEffect(() => {
    const trimmed = term.trim();
    const request = ++requestRef.current;
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setSuggestions([]);
      setLoading(false);
      setActive(-1);
      return;
    }
    const timer = setTimeout(() => {
      setLoading(true);
      client
        .query({ query: SearchSuggestionsDocument, variables: { term: trimmed }, fetchPolicy: 'cache-first' })
        .then((result) => {
          if (request !== requestRef.current) return;
          if (result.error || !result.data) throw result.error ?? new Error('sem dados');
          setSuggestions(result.data.searchSuggestions.slice(0, MAX_SUGGESTIONS));
          setActive(-1);
        })
        .catch(() => {
          if (request !== requestRef.current) return;
          // A search error clears and closes the suggestions.
          setSuggestions([]);
          setOpen(false);
          setActive(-1);
        })
        .finally(() => {
          if (request === requestRef.current) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, client]);

  const expanded = open && term.trim().length >= SEARCH_MIN_LENGTH && suggestions.length > 0;

  function openSuggestion(product: Suggestion) {
    setOpen(false);
    setActive(-1);
    const state: ProductNavigationState = {};
    if (viewer) {
      state.viewRecorded = true;
      recordView({ variables: { input: { productId: product.id } } }).catch((error: unknown) => {
        console.warn('Não foi possível registrar a visualização do produto.', error);
      });
    }
    void navigate(product.path, { state });
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (expanded && active >= 0 && suggestions[active]) {
      openSuggestion(suggestions[active]);
      return;
    }
    const href = exploreSearchHref(term);
    setTooShort(href === null && term.trim().length > 0);
    if (!href) return;
    setOpen(false);
    requestRef.current++;
    setLoading(false);
    void navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (term) {
        setTerm('');
      }
    } else if (event.key === 'Home' && expanded && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && expanded && active >= 0) {
      event.preventDefault();
      setActive(suggestions.length - 1);
    }
  }

  const hero = variant === 'hero';

  return (
    <chakra.form
      role="search"
      onSubmit={submit}
      w="full"
      position="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <Box ref={rootRef}>
        <HStack
          w="full"
          gap="2"
          bg={hero ? 'white' : 'bg.muted'}
          p={hero ? '1.5' : '0'}
          rounded={hero ? 'xl' : 'lg'}
          boxShadow={hero ? 'lg' : undefined}
          borderWidth={hero ? '0' : '1px'}
          borderColor="transparent"
          _focusWithin={hero ? undefined : { borderColor: 'brand.solid', bg: 'bg' }}
        >
          <Box position="relative" flex="1">
            <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none" lineHeight="0">
              <SearchIcon boxSize={hero ? '5' : '4'} />
            </Box>
            <Input
              type="search"
              name="search"
              role="combobox"
              aria-label={label}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
              aria-describedby={tooShort ? hintId : undefined}
              aria-invalid={tooShort || undefined}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setOpen(true);
                if (tooShort) setTooShort(false);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              size={hero ? 'lg' : 'sm'}
              ps={hero ? '10' : '9'}
              border="none"
              bg="transparent"
              color="gray.900"
              _placeholder={{ color: 'gray.500' }}
              _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            />
            {loading && (
              <Spinner size="xs" position="absolute" insetEnd="3" top="50%" mt="-1.5" color="fg.muted" aria-hidden />
            )}
          </Box>
          {hero && (
            <Button type="submit" size="lg" rounded="lg">
              Buscar
            </Button>
          )}
        </HStack>
        {tooShort && (
          <Text id={hintId} aria-live="polite" mt="1.5" fontSize="sm" fontWeight="medium" color={hero ? 'white' : 'red.600'}>
            {SEARCH_TOO_SHORT}
          </Text>
        )}
        <Box
          as="ul"
          id={listboxId}
          role="listbox"
          aria-label="Sugestões de produtos"
          hidden={!expanded}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 6px)"
          insetX="0"
          bg="bg"
          color="fg"
          rounded="lg"
          borderWidth="1px"
          boxShadow="lg"
          listStyleType="none"
          py="1"
          m="0"
          overflow="hidden"
        >
          {suggestions.map((product, index) => (
            <Box
              as="li"
              key={product.id}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              data-testid="search-suggestion"
              cursor="pointer"
              px="3"
              py="2"
              bg={index === active ? 'brand.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => openSuggestion(product)}
            >
              <HStack gap="3">
                <ProductImage src={product.images[0]} alt="" boxSize="10" rounded="md" flexShrink={0} aria-hidden />
                <Stack gap="0" minW="0" flex="1">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {product.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {product.store.name}
                  </Text>
                </Stack>
                <Text fontSize="sm" fontWeight="semibold" color={product.promotion.active ? 'red.600' : 'fg'} flexShrink={0}>
                  {formatMoney(product.unitPrice)}
                </Text>
              </HStack>
            </Box>
          ))}
        </Box>
      </Box>
    </chakra.form>
  );
}
