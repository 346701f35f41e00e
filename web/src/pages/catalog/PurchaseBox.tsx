// The product page's purchase box (ProductPage.tsx): points for the chosen quantity, the stock, the
// quantity in the product's multiples and 'Adicionar'.
import { Badge, Button, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { pointsLabel, quantityWithUnit } from '@common/catalog-format';
import { clampQuantity, maxQuantity, quantityStep } from '@common/quantity';
import type { ProductBySlugQuery } from '../../gql/graphql';
import { CartIcon, StarFilledIcon } from '../../ui/icons';
import { useStateFromProp } from '../../ui/useStateFromProp';
import { useAddToCart } from './addToCart';

type Product = NonNullable<ProductBySlugQuery['productBySlug']>;

function QuantitySelector({ product, value, onChange }: { product: Product; value: number; onChange: (n: number) => void }) {
  const step = quantityStep(product);
  const max = maxQuantity(product);
  const [text, setText] = useStateFromProp(value, String);
  const commit = () => {
    const next = clampQuantity(product, Number.parseInt(text, 10));
    setText(String(next));
    onChange(next);
  };
  return (
    <Stack gap="1">
      <chakra.label htmlFor="quantidade" fontSize="sm" fontWeight="medium">
        Quantidade
      </chakra.label>
      <HStack gap="0" borderWidth="1px" rounded="lg" alignSelf="flex-start" overflow="hidden">
        <IconButton aria-label={`Diminuir ${step}`} variant="ghost" rounded="none" disabled={value <= step} onClick={() => onChange(clampQuantity(product, value - step))}>
          <Text as="span" fontSize="xl" aria-hidden>
            −
          </Text>
        </IconButton>
        <Input
          id="quantidade"
          type="number"
          inputMode="numeric"
          min={step}
          max={max || undefined}
          step={step}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          w="20"
          textAlign="center"
          border="none"
          rounded="none"
          aria-describedby={step > 1 ? 'quantidade-multiplos' : undefined}
        />
        <IconButton aria-label={`Aumentar ${step}`} variant="ghost" rounded="none" disabled={value + step > max} onClick={() => onChange(clampQuantity(product, value + step))}>
          <Text as="span" fontSize="xl" aria-hidden>
            +
          </Text>
        </IconButton>
      </HStack>
      {step > 1 && (
        <Text id="quantidade-multiplos" fontSize="xs" color="fg.muted">
          Vendido em múltiplos de {step} ({product.unit}).
        </Text>
      )}
    </Stack>
  );
}

function StockInfo({ stock, unit }: { stock: number; unit: string }) {
  if (stock <= 0)
    return (
      <Badge colorPalette="gray" alignSelf="flex-start">
        Sem estoque
      </Badge>
    );
  if (stock <= 5)
    return (
      <Text fontSize="sm" color="orange.700" fontWeight="medium">
        Últimas unidades: restam {quantityWithUnit(stock, unit)}
      </Text>
    );
  return (
    <Text fontSize="sm" color="green.700" fontWeight="medium">
      Em estoque ({stock} disponíveis)
    </Text>
  );
}

/**
 * The points for the chosen quantity, the stock, the quantity and 'Adicionar': a component of its
 * own, so a tap on '+' or 'Adicionar' re-renders this box, not the whole page (gallery, reviews).
 */
export function PurchaseBox({ product }: { product: Product }) {
  const { add, pendingId } = useAddToCart();
  const [quantity, setQuantity] = useStateFromProp(product, (p) => clampQuantity(p, p.addToCartQuantity));
  const available = maxQuantity(product) > 0;
  return (
    <>
      {product.points > 0 && (
        <HStack bg="brand.subtle" color="brand.fg" rounded="lg" px="3" py="2" gap="2" alignSelf="flex-start">
          <StarFilledIcon boxSize="4" />
          <Text fontWeight="semibold" fontSize="sm">
            {pointsLabel(product.points * quantity)}
          </Text>
          {quantity > 1 && (
            <Text fontSize="xs">
              ({product.points} por {product.unit})
            </Text>
          )}
        </HStack>
      )}

      <StockInfo stock={product.stock} unit={product.unit} />

      {available && <QuantitySelector product={product} value={quantity} onChange={setQuantity} />}

      <Button
        size="lg"
        disabled={!available}
        loading={pendingId === product.id}
        onClick={() => void add(product, quantity)}
        data-testid="product-add"
      >
        <CartIcon />
        Adicionar
      </Button>
      <Text fontSize="xs" color="fg.muted">
        Pague só na entrega: PIX, cartão ou dinheiro.
      </Text>
    </>
  );
}
