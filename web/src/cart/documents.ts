import { graphql } from '../gql';

// The cart's operations. Every operation that returns the cart selects the same
// CartFields, and every mutation returns the changed Cart (same id): Apollo's normalized cache then
// updates the tab-bar badge, the pop-up, /cart and /checkout from the mutation result alone — the
// whole cart is never refetched after a change.

export const CartIssueFieldsFragment = graphql(`
  fragment CartIssueFields on CartIssue {
    cartItemId
    productName
    issue
    currentValue
    message
  }
`);

export const CartItemFieldsFragment = graphql(`
  fragment CartItemFields on CartItem {
    id
    quantity
    priceAtAdd
    unitPrice
    subtotal
    points
    issues {
      ...CartIssueFields
    }
    product {
      id
      databaseId
      name
      path
      images
      unit
      stock
      quantityControl
      conversionValue
      addToCartQuantity
      store {
        id
        databaseId
        name
      }
    }
  }
`);

/** The badge and the pop-up read only these (a subset of CartFields, so they share the entity). */
export const CartBadgeFieldsFragment = graphql(`
  fragment CartBadgeFields on Cart {
    id
    count
    updatedAt
    summary {
      subtotal
      totalItems
      totalPoints
      deliveryTotal
      total
      storeCount
      deliveryForAddress
    }
  }
`);

export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    ...CartBadgeFields
    items {
      ...CartItemFields
    }
    itemsByStore {
      store {
        id
        databaseId
        name
        logoUrl
      }
      deliveryFee
      subtotal
      total
      points
      totalItems
      items {
        ...CartItemFields
      }
    }
    issues {
      ...CartIssueFields
    }
  }
`);

/** Tab-bar badge and pop-up: the viewer's active cart (created on first use). */
export const CartBadgeDocument = graphql(`
  query CartBadge {
    cart {
      ...CartBadgeFields
    }
  }
`);

/** /cart and /checkout. */
export const CartDocument = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        ...CartFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateCartItemQuantityDocument = graphql(`
  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {
    updateCartItemQuantity(input: $input) {
      cart {
        ...CartFields
      }
      removedItemId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveCartItemDocument = graphql(`
  mutation RemoveCartItem($input: RemoveCartItemInput!) {
    removeCartItem(input: $input) {
      cart {
        ...CartFields
      }
      removedItemId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ClearCartDocument = graphql(`
  mutation ClearCart {
    clearCart {
      cart {
        ...CartFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const AcceptCartPricesDocument = graphql(`
  mutation AcceptCartPrices {
    acceptCartPrices {
      cart {
        ...CartFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

// --- checkout ----------------------------------------------------------------------------------

export const CheckoutPreviewDocument = graphql(`
  query CheckoutPreview($input: CheckoutPreviewInput) {
    checkoutPreview(input: $input) {
      canPlaceOrder
      sharedCart {
        id
        status
        fromName
        summary {
          sharerPoints
        }
      }
      itemsTotal
      deliveryTotal
      discount
      total
      pointsToEarn
      coupon {
        code
        description
        kind
        value
      }
      stores {
        store {
          id
          databaseId
          name
          logoUrl
        }
        deliveryFee
        discount
        itemsTotal
        total
        points
        items {
          ...CartItemFields
        }
      }
      issues {
        ...CartIssueFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      replayed
      order {
        id
        databaseId
        number
      }
      cart {
        ...CartFields
      }
      issues {
        ...CartIssueFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
