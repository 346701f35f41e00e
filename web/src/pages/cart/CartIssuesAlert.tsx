import { Alert, Button, List } from '@chakra-ui/react';
import type { CartFieldsFragment } from '../../gql/graphql';
import { CART_TEXTS, issueLine } from '../../cart/rules';

/** What changed in the cart since the items were added (price, stock), on /cart and /checkout. */
export function CartIssuesAlert({ issues, onAcceptPrices, accepting }: { issues: CartFieldsFragment['issues']; onAcceptPrices?: () => void; accepting?: boolean }) {
  if (issues.length === 0) return null;
  const priceChanged = issues.some((issue) => issue.issue === 'PRICE_CHANGED');
  return (
    <Alert.Root status="warning" rounded="xl" alignItems="flex-start" data-testid="cart-issues">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{CART_TEXTS.issuesTitle}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1">
            {issues.map((issue) => (
              <List.Item key={`${issue.cartItemId}-${issue.issue}`}>{issueLine(issue)}</List.Item>
            ))}
          </List.Root>
        </Alert.Description>
        {priceChanged && onAcceptPrices && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onAcceptPrices} loading={accepting} bg="bg">
            {CART_TEXTS.acceptPrices}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
