import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type MouseEvent } from 'react';
import { useStateFromProp } from '../../ui/useStateFromProp';
import { useLocation, useNavigate } from 'react-router-dom';
import { submitMutation } from '../../ui/mutation';
import { LOGIN_PATH, loginRedirectState } from '../../session/redirects';
import { useSession } from '../../session/SessionProvider';
import { ToggleFavoriteDocument } from './documents';
import { HeartFilledIcon, HeartIcon } from '../../ui/icons';

export const FAVORITE_MESSAGES = {
  add: 'Adicionar aos favoritos',
  remove: 'Remover dos favoritos',
  added: 'Adicionado aos favoritos',
  removed: 'Removido dos favoritos',
  failed: 'Não foi possível atualizar seus favoritos. Tente novamente.',
} as const;

export interface FavoriteButtonProps extends Omit<IconButtonProps, 'aria-label' | 'onClick' | 'onChange' | 'children'> {
  /** Product global ID (Product.id). */
  productId: string;
  /** Product.isFavorite as loaded with the card/page (false for visitors). */
  initialFavorite?: boolean;
  /** Product name, for the accessible label ('Adicionar aos favoritos: Cimento 50 kg'). */
  productName?: string;
  /** Called with the new state after the server confirmed it. */
  onChange?: (favorited: boolean) => void;
}

/**
 * The heart on product cards and pages. Sets the state explicitly (idempotent, so double clicks
 * are harmless), answers at once (optimistic) and updates Product.isFavorite in Apollo's cache, so
 * every card of the same product follows. A visitor is sent to /login and comes back here.
 */
export function FavoriteButton({ productId, initialFavorite = false, productName, onChange, size = 'sm', variant = 'ghost', ...rest }: FavoriteButtonProps) {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [favorited, setFavorited] = useStateFromProp(initialFavorite, (value) => value);
  const [toggle, { loading }] = useMutation(ToggleFavoriteDocument);

  async function onClick(event: MouseEvent) {
    // Cards are often links: the heart must not open the product.
    event.preventDefault();
    event.stopPropagation();
    if (!viewer) {
      await navigate(LOGIN_PATH, { state: loginRedirectState(location) });
      return;
    }
    const next = !favorited;
    setFavorited(next);
    const outcome = await submitMutation(
      async () =>
        (
          await toggle({
            variables: { input: { productId, favorite: next } },
            optimisticResponse: {
              toggleFavorite: {
                __typename: 'ToggleFavoritePayload',
                favorited: next,
                product: { __typename: 'Product', id: productId, isFavorite: next },
                userErrors: [],
              },
            },
          })
        ).data?.toggleFavorite,
      { success: next ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed, failure: FAVORITE_MESSAGES.failed },
    );
    if (!outcome.ok) {
      setFavorited(!next);
      return;
    }
    onChange?.(outcome.payload?.favorited ?? next);
  }

  const label = favorited ? FAVORITE_MESSAGES.remove : FAVORITE_MESSAGES.add;
  return (
    <IconButton
      size={size}
      variant={variant}
      rounded="full"
      colorPalette={favorited ? 'red' : 'gray'}
      color={favorited ? 'red.500' : 'fg.muted'}
      aria-label={productName ? `${label}: ${productName}` : label}
      aria-pressed={favorited}
      title={label}
      disabled={loading && !viewer}
      onClick={(event) => void onClick(event)}
      data-testid="favorite-button"
      {...rest}
    >
      {favorited ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  );
}

export default FavoriteButton;
