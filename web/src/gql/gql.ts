/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CouponFields on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    usageLimit\n    perUserLimit\n    usedCount\n    active\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.CouponFieldsFragmentDoc,
    "\n  query AdminCoupons($first: Int!, $after: String, $search: String) {\n    coupons(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CouponFields\n        }\n      }\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      deletedCouponId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteCouponDocument,
    "\n  fragment CartIssueFields on CartIssue {\n    cartItemId\n    productName\n    issue\n    currentValue\n    message\n  }\n": typeof types.CartIssueFieldsFragmentDoc,
    "\n  fragment CartItemFields on CartItem {\n    id\n    quantity\n    priceAtAdd\n    unitPrice\n    subtotal\n    points\n    issues {\n      ...CartIssueFields\n    }\n    product {\n      id\n      databaseId\n      name\n      path\n      images\n      unit\n      stock\n      quantityControl\n      conversionValue\n      addToCartQuantity\n      store {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n": typeof types.CartItemFieldsFragmentDoc,
    "\n  fragment CartBadgeFields on Cart {\n    id\n    count\n    updatedAt\n    summary {\n      subtotal\n      totalItems\n      totalPoints\n      deliveryTotal\n      total\n      storeCount\n    }\n  }\n": typeof types.CartBadgeFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    ...CartBadgeFields\n    items {\n      ...CartItemFields\n    }\n    itemsByStore {\n      store {\n        id\n        databaseId\n        name\n        logoUrl\n      }\n      deliveryFee\n      subtotal\n      total\n      points\n      totalItems\n      items {\n        ...CartItemFields\n      }\n    }\n    issues {\n      ...CartIssueFields\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query CartBadge {\n    cart {\n      ...CartBadgeFields\n    }\n  }\n": typeof types.CartBadgeDocument,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateCartItemQuantityDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation AcceptCartPrices {\n    acceptCartPrices {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AcceptCartPricesDocument,
    "\n  query CheckoutPreview($input: CheckoutPreviewInput) {\n    checkoutPreview(input: $input) {\n      canPlaceOrder\n      itemsTotal\n      deliveryTotal\n      discount\n      total\n      pointsToEarn\n      coupon {\n        code\n        description\n        kind\n        value\n      }\n      stores {\n        store {\n          id\n          databaseId\n          name\n          logoUrl\n        }\n        deliveryFee\n        discount\n        itemsTotal\n        total\n        points\n        items {\n          ...CartItemFields\n        }\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CheckoutPreviewDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        databaseId\n        number\n      }\n      cart {\n        ...CartFields\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    databaseId\n    name\n    path\n    unit\n    price\n    unitPrice\n    images\n    points\n    addToCartQuantity\n    rating {\n      average\n      count\n    }\n    promotion {\n      state\n      active\n      endsAt\n      discountPercent\n    }\n    store {\n      id\n      databaseId\n      name\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  fragment ProductConnectionFields on ProductConnection {\n    edges {\n      cursor\n      node {\n        ...ProductCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ProductConnectionFieldsFragmentDoc,
    "\n  query ExploreProducts($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      ...ProductConnectionFields\n    }\n  }\n": typeof types.ExploreProductsDocument,
    "\n  query Segments {\n    segments {\n      id\n      name\n      slug\n      imageUrl\n      isFallback\n    }\n  }\n": typeof types.SegmentsDocument,
    "\n  query StoreOptions {\n    stores(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          city\n        }\n      }\n    }\n  }\n": typeof types.StoreOptionsDocument,
    "\n  query SearchSuggestions($term: String!) {\n    searchSuggestions(term: $term) {\n      ...ProductCardFields\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  mutation RecordProductView($input: RecordProductViewInput!) {\n    recordProductView(input: $input) {\n      viewedAt\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RecordProductViewDocument,
    "\n  query HomeRecommendations {\n    homeRecommendations {\n      ...ProductCardFields\n    }\n  }\n": typeof types.HomeRecommendationsDocument,
    "\n  query RecentlyViewed($first: Int!) {\n    recentlyViewed(first: $first) {\n      edges {\n        node {\n          viewedAt\n          product {\n            ...ProductCardFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.RecentlyViewedDocument,
    "\n  query Banners {\n    banners {\n      id\n      title\n      subtitle\n      ctaText\n      ctaLink\n      desktopImageUrl\n      mobileImageUrl\n      backgroundGradient\n      position\n    }\n    bannerSettings {\n      autoplayEnabled\n      transitionMs\n      showIndicators\n      showNavigation\n    }\n  }\n": typeof types.BannersDocument,
    "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    description\n    stock\n    quantityControl\n    conversionValue\n    isFavorite\n    segment {\n      id\n      name\n      slug\n    }\n    store {\n      id\n      databaseId\n      name\n      city\n      logoUrl\n    }\n    reviews(first: $reviewsFirst, after: $reviewsAfter) {\n      totalCount\n      edges {\n        node {\n          id\n          authorName\n          rating\n          comment\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProductDetailFieldsFragmentDoc,
    "\n  query ProductBySlug($storeSlug: String!, $productSlug: String!, $reviewsFirst: Int!, $reviewsAfter: String) {\n    productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {\n      ...ProductDetailFields\n    }\n  }\n": typeof types.ProductBySlugDocument,
    "\n  query ResolveProductPath($path: String!) {\n    resolveProductPath(path: $path) {\n      redirectTo\n      product {\n        id\n        path\n      }\n    }\n  }\n": typeof types.ResolveProductPathDocument,
    "\n  query StorePage($id: ID!, $first: Int!, $after: String) {\n    store(id: $id) {\n      id\n      databaseId\n      name\n      city\n      description\n      logoUrl\n      phone\n      products(first: $first, after: $after) {\n        totalCount\n        ...ProductConnectionFields\n      }\n    }\n  }\n": typeof types.StorePageDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n": typeof types.SiteSettingsChangedDocument,
    "\n  query LoyaltyOverview($first: Int!) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first) {\n        edges {\n          node {\n            id\n            points\n            kind\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoyaltyOverviewDocument,
    "\n  query PointsHistory($first: Int!, $after: String) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            points\n            kind\n            reason\n            createdAt\n            orderId\n            orderNumber\n          }\n        }\n      }\n    }\n  }\n": typeof types.PointsHistoryDocument,
    "\n  query MyReferral {\n    viewer {\n      id\n      referralCode\n    }\n  }\n": typeof types.MyReferralDocument,
    "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.LogNotFoundDocument,
    "\n  fragment OrderAddressFields on OrderAddress {\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n  }\n": typeof types.OrderAddressFieldsFragmentDoc,
    "\n  fragment SubOrderFields on SubOrder {\n    id\n    orderId\n    orderDatabaseId\n    orderNumber\n    status\n    statusLabel\n    nextStatus\n    itemsTotal\n    deliveryFee\n    discount\n    total\n    pointsToEarn\n    cancelReason\n    paymentMethod\n    changeFor\n    createdAt\n    updatedAt\n    store {\n      id\n      databaseId\n      name\n      phone\n      logoUrl\n    }\n    items {\n      id\n      productName\n      unit\n      quantity\n      unitPrice\n      total\n      unitPoints\n      points\n      product {\n        id\n        name\n        path\n        images\n      }\n    }\n    timeline {\n      id\n      status\n      statusLabel\n      note\n      createdAt\n    }\n  }\n": typeof types.SubOrderFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    databaseId\n    number\n    createdAt\n    paymentMethod\n    changeFor\n    couponCode\n    itemsTotal\n    deliveryTotal\n    discount\n    total\n    pointsToEarn\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n    subOrders {\n      ...SubOrderFields\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  query MyOrders($first: Int!, $after: String) {\n    viewer {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            number\n            createdAt\n            total\n            pointsToEarn\n            paymentMethod\n            subOrders {\n              id\n              status\n              statusLabel\n              total\n              store {\n                id\n                name\n              }\n              items {\n                id\n                quantity\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyPoints {\n    viewer {\n      id\n      pointsBalance\n    }\n  }\n": typeof types.MyPointsDocument,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...SubOrderFields\n    }\n  }\n": typeof types.OrderUpdatedDocument,
    "\n  mutation CancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...SubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelSubOrderDocument,
    "\n  fragment AddressFields on Address {\n    id\n    label\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n    principal\n    createdAt\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    viewer {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.CreateAddressDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateAddressDocument,
    "\n  mutation SetPrincipalAddress($input: AddressIdInput!) {\n    setPrincipalAddress(input: $input) {\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetPrincipalAddressDocument,
    "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      deletedAddressId\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  query LookupCep($cep: String!) {\n    lookupCep(cep: $cep) {\n      address {\n        cep\n        street\n        district\n        city\n        state\n        ibge\n        source\n        confidence\n      }\n      retryAfterSeconds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.LookupCepDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.UploadAvatarDocument,
    "\n  mutation RemoveAvatar {\n    removeAvatar {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RemoveAvatarDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n      revokedSessions\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation ToggleFavorite($input: ToggleFavoriteInput!) {\n    toggleFavorite(input: $input) {\n      favorited\n      product {\n        id\n        isFavorite\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ToggleFavoriteDocument,
    "\n  query MyFavorites($first: Int!, $after: String) {\n    viewer {\n      id\n      favorites(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            createdAt\n            product {\n              id\n              name\n              images\n              unitPrice\n              price\n              path\n              isFavorite\n              store {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyFavoritesDocument,
    "\n  fragment VendorSubOrderFields on SubOrder {\n    ...SubOrderFields\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n  }\n": typeof types.VendorSubOrderFieldsFragmentDoc,
    "\n  query VendorOrders($first: Int!, $after: String, $status: SubOrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          orderNumber\n          status\n          statusLabel\n          total\n          paymentMethod\n          createdAt\n          store {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          items {\n            id\n            quantity\n          }\n        }\n      }\n    }\n  }\n": typeof types.VendorOrdersDocument,
    "\n  query VendorSubOrder($id: ID!) {\n    subOrder(id: $id) {\n      ...VendorSubOrderFields\n    }\n  }\n": typeof types.VendorSubOrderDocument,
    "\n  mutation AdvanceSubOrder($input: AdvanceSubOrderInput!) {\n    advanceSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.AdvanceSubOrderDocument,
    "\n  mutation VendorCancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.VendorCancelSubOrderDocument,
    "\n  subscription StoreOrderUpdated {\n    storeOrderUpdated {\n      id\n      status\n      statusLabel\n      nextStatus\n      updatedAt\n    }\n  }\n": typeof types.StoreOrderUpdatedDocument,
    "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerChangedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": typeof types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
};
const documents: Documents = {
    "\n  fragment CouponFields on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    usageLimit\n    perUserLimit\n    usedCount\n    active\n    status\n    createdAt\n    updatedAt\n  }\n": types.CouponFieldsFragmentDoc,
    "\n  query AdminCoupons($first: Int!, $after: String, $search: String) {\n    coupons(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CouponFields\n        }\n      }\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      deletedCouponId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.DeleteCouponDocument,
    "\n  fragment CartIssueFields on CartIssue {\n    cartItemId\n    productName\n    issue\n    currentValue\n    message\n  }\n": types.CartIssueFieldsFragmentDoc,
    "\n  fragment CartItemFields on CartItem {\n    id\n    quantity\n    priceAtAdd\n    unitPrice\n    subtotal\n    points\n    issues {\n      ...CartIssueFields\n    }\n    product {\n      id\n      databaseId\n      name\n      path\n      images\n      unit\n      stock\n      quantityControl\n      conversionValue\n      addToCartQuantity\n      store {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n": types.CartItemFieldsFragmentDoc,
    "\n  fragment CartBadgeFields on Cart {\n    id\n    count\n    updatedAt\n    summary {\n      subtotal\n      totalItems\n      totalPoints\n      deliveryTotal\n      total\n      storeCount\n    }\n  }\n": types.CartBadgeFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    ...CartBadgeFields\n    items {\n      ...CartItemFields\n    }\n    itemsByStore {\n      store {\n        id\n        databaseId\n        name\n        logoUrl\n      }\n      deliveryFee\n      subtotal\n      total\n      points\n      totalItems\n      items {\n        ...CartItemFields\n      }\n    }\n    issues {\n      ...CartIssueFields\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query CartBadge {\n    cart {\n      ...CartBadgeFields\n    }\n  }\n": types.CartBadgeDocument,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UpdateCartItemQuantityDocument,
    "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ClearCartDocument,
    "\n  mutation AcceptCartPrices {\n    acceptCartPrices {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AcceptCartPricesDocument,
    "\n  query CheckoutPreview($input: CheckoutPreviewInput) {\n    checkoutPreview(input: $input) {\n      canPlaceOrder\n      itemsTotal\n      deliveryTotal\n      discount\n      total\n      pointsToEarn\n      coupon {\n        code\n        description\n        kind\n        value\n      }\n      stores {\n        store {\n          id\n          databaseId\n          name\n          logoUrl\n        }\n        deliveryFee\n        discount\n        itemsTotal\n        total\n        points\n        items {\n          ...CartItemFields\n        }\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CheckoutPreviewDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        databaseId\n        number\n      }\n      cart {\n        ...CartFields\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    databaseId\n    name\n    path\n    unit\n    price\n    unitPrice\n    images\n    points\n    addToCartQuantity\n    rating {\n      average\n      count\n    }\n    promotion {\n      state\n      active\n      endsAt\n      discountPercent\n    }\n    store {\n      id\n      databaseId\n      name\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  fragment ProductConnectionFields on ProductConnection {\n    edges {\n      cursor\n      node {\n        ...ProductCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ProductConnectionFieldsFragmentDoc,
    "\n  query ExploreProducts($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      ...ProductConnectionFields\n    }\n  }\n": types.ExploreProductsDocument,
    "\n  query Segments {\n    segments {\n      id\n      name\n      slug\n      imageUrl\n      isFallback\n    }\n  }\n": types.SegmentsDocument,
    "\n  query StoreOptions {\n    stores(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          city\n        }\n      }\n    }\n  }\n": types.StoreOptionsDocument,
    "\n  query SearchSuggestions($term: String!) {\n    searchSuggestions(term: $term) {\n      ...ProductCardFields\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  mutation RecordProductView($input: RecordProductViewInput!) {\n    recordProductView(input: $input) {\n      viewedAt\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RecordProductViewDocument,
    "\n  query HomeRecommendations {\n    homeRecommendations {\n      ...ProductCardFields\n    }\n  }\n": types.HomeRecommendationsDocument,
    "\n  query RecentlyViewed($first: Int!) {\n    recentlyViewed(first: $first) {\n      edges {\n        node {\n          viewedAt\n          product {\n            ...ProductCardFields\n          }\n        }\n      }\n    }\n  }\n": types.RecentlyViewedDocument,
    "\n  query Banners {\n    banners {\n      id\n      title\n      subtitle\n      ctaText\n      ctaLink\n      desktopImageUrl\n      mobileImageUrl\n      backgroundGradient\n      position\n    }\n    bannerSettings {\n      autoplayEnabled\n      transitionMs\n      showIndicators\n      showNavigation\n    }\n  }\n": types.BannersDocument,
    "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    description\n    stock\n    quantityControl\n    conversionValue\n    isFavorite\n    segment {\n      id\n      name\n      slug\n    }\n    store {\n      id\n      databaseId\n      name\n      city\n      logoUrl\n    }\n    reviews(first: $reviewsFirst, after: $reviewsAfter) {\n      totalCount\n      edges {\n        node {\n          id\n          authorName\n          rating\n          comment\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProductDetailFieldsFragmentDoc,
    "\n  query ProductBySlug($storeSlug: String!, $productSlug: String!, $reviewsFirst: Int!, $reviewsAfter: String) {\n    productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {\n      ...ProductDetailFields\n    }\n  }\n": types.ProductBySlugDocument,
    "\n  query ResolveProductPath($path: String!) {\n    resolveProductPath(path: $path) {\n      redirectTo\n      product {\n        id\n        path\n      }\n    }\n  }\n": types.ResolveProductPathDocument,
    "\n  query StorePage($id: ID!, $first: Int!, $after: String) {\n    store(id: $id) {\n      id\n      databaseId\n      name\n      city\n      description\n      logoUrl\n      phone\n      products(first: $first, after: $after) {\n        totalCount\n        ...ProductConnectionFields\n      }\n    }\n  }\n": types.StorePageDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n": types.SiteSettingsChangedDocument,
    "\n  query LoyaltyOverview($first: Int!) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first) {\n        edges {\n          node {\n            id\n            points\n            kind\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": types.LoyaltyOverviewDocument,
    "\n  query PointsHistory($first: Int!, $after: String) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            points\n            kind\n            reason\n            createdAt\n            orderId\n            orderNumber\n          }\n        }\n      }\n    }\n  }\n": types.PointsHistoryDocument,
    "\n  query MyReferral {\n    viewer {\n      id\n      referralCode\n    }\n  }\n": types.MyReferralDocument,
    "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.LogNotFoundDocument,
    "\n  fragment OrderAddressFields on OrderAddress {\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n  }\n": types.OrderAddressFieldsFragmentDoc,
    "\n  fragment SubOrderFields on SubOrder {\n    id\n    orderId\n    orderDatabaseId\n    orderNumber\n    status\n    statusLabel\n    nextStatus\n    itemsTotal\n    deliveryFee\n    discount\n    total\n    pointsToEarn\n    cancelReason\n    paymentMethod\n    changeFor\n    createdAt\n    updatedAt\n    store {\n      id\n      databaseId\n      name\n      phone\n      logoUrl\n    }\n    items {\n      id\n      productName\n      unit\n      quantity\n      unitPrice\n      total\n      unitPoints\n      points\n      product {\n        id\n        name\n        path\n        images\n      }\n    }\n    timeline {\n      id\n      status\n      statusLabel\n      note\n      createdAt\n    }\n  }\n": types.SubOrderFieldsFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    databaseId\n    number\n    createdAt\n    paymentMethod\n    changeFor\n    couponCode\n    itemsTotal\n    deliveryTotal\n    discount\n    total\n    pointsToEarn\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n    subOrders {\n      ...SubOrderFields\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  query MyOrders($first: Int!, $after: String) {\n    viewer {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            number\n            createdAt\n            total\n            pointsToEarn\n            paymentMethod\n            subOrders {\n              id\n              status\n              statusLabel\n              total\n              store {\n                id\n                name\n              }\n              items {\n                id\n                quantity\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyPoints {\n    viewer {\n      id\n      pointsBalance\n    }\n  }\n": types.MyPointsDocument,
    "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...SubOrderFields\n    }\n  }\n": types.OrderUpdatedDocument,
    "\n  mutation CancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...SubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CancelSubOrderDocument,
    "\n  fragment AddressFields on Address {\n    id\n    label\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n    principal\n    createdAt\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    viewer {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.CreateAddressDocument,
    "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UpdateAddressDocument,
    "\n  mutation SetPrincipalAddress($input: AddressIdInput!) {\n    setPrincipalAddress(input: $input) {\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SetPrincipalAddressDocument,
    "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      deletedAddressId\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  query LookupCep($cep: String!) {\n    lookupCep(cep: $cep) {\n      address {\n        cep\n        street\n        district\n        city\n        state\n        ibge\n        source\n        confidence\n      }\n      retryAfterSeconds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.LookupCepDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.UploadAvatarDocument,
    "\n  mutation RemoveAvatar {\n    removeAvatar {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RemoveAvatarDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n      revokedSessions\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation ToggleFavorite($input: ToggleFavoriteInput!) {\n    toggleFavorite(input: $input) {\n      favorited\n      product {\n        id\n        isFavorite\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ToggleFavoriteDocument,
    "\n  query MyFavorites($first: Int!, $after: String) {\n    viewer {\n      id\n      favorites(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            createdAt\n            product {\n              id\n              name\n              images\n              unitPrice\n              price\n              path\n              isFavorite\n              store {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MyFavoritesDocument,
    "\n  fragment VendorSubOrderFields on SubOrder {\n    ...SubOrderFields\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n  }\n": types.VendorSubOrderFieldsFragmentDoc,
    "\n  query VendorOrders($first: Int!, $after: String, $status: SubOrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          orderNumber\n          status\n          statusLabel\n          total\n          paymentMethod\n          createdAt\n          store {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          items {\n            id\n            quantity\n          }\n        }\n      }\n    }\n  }\n": types.VendorOrdersDocument,
    "\n  query VendorSubOrder($id: ID!) {\n    subOrder(id: $id) {\n      ...VendorSubOrderFields\n    }\n  }\n": types.VendorSubOrderDocument,
    "\n  mutation AdvanceSubOrder($input: AdvanceSubOrderInput!) {\n    advanceSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.AdvanceSubOrderDocument,
    "\n  mutation VendorCancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.VendorCancelSubOrderDocument,
    "\n  subscription StoreOrderUpdated {\n    storeOrderUpdated {\n      id\n      status\n      statusLabel\n      nextStatus\n      updatedAt\n    }\n  }\n": types.StoreOrderUpdatedDocument,
    "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n": types.ViewerChangedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponFields on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    usageLimit\n    perUserLimit\n    usedCount\n    active\n    status\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CouponFields on Coupon {\n    id\n    code\n    description\n    kind\n    value\n    minOrder\n    startsAt\n    endsAt\n    usageLimit\n    perUserLimit\n    usedCount\n    active\n    status\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons($first: Int!, $after: String, $search: String) {\n    coupons(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CouponFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons($first: Int!, $after: String, $search: String) {\n    coupons(first: $first, after: $after, search: $search) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...CouponFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCoupon($input: UpdateCouponInput!) {\n    updateCoupon(input: $input) {\n      coupon {\n        ...CouponFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      deletedCouponId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCoupon($input: DeleteCouponInput!) {\n    deleteCoupon(input: $input) {\n      deletedCouponId\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartIssueFields on CartIssue {\n    cartItemId\n    productName\n    issue\n    currentValue\n    message\n  }\n"): (typeof documents)["\n  fragment CartIssueFields on CartIssue {\n    cartItemId\n    productName\n    issue\n    currentValue\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItemFields on CartItem {\n    id\n    quantity\n    priceAtAdd\n    unitPrice\n    subtotal\n    points\n    issues {\n      ...CartIssueFields\n    }\n    product {\n      id\n      databaseId\n      name\n      path\n      images\n      unit\n      stock\n      quantityControl\n      conversionValue\n      addToCartQuantity\n      store {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartItemFields on CartItem {\n    id\n    quantity\n    priceAtAdd\n    unitPrice\n    subtotal\n    points\n    issues {\n      ...CartIssueFields\n    }\n    product {\n      id\n      databaseId\n      name\n      path\n      images\n      unit\n      stock\n      quantityControl\n      conversionValue\n      addToCartQuantity\n      store {\n        id\n        databaseId\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartBadgeFields on Cart {\n    id\n    count\n    updatedAt\n    summary {\n      subtotal\n      totalItems\n      totalPoints\n      deliveryTotal\n      total\n      storeCount\n    }\n  }\n"): (typeof documents)["\n  fragment CartBadgeFields on Cart {\n    id\n    count\n    updatedAt\n    summary {\n      subtotal\n      totalItems\n      totalPoints\n      deliveryTotal\n      total\n      storeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    ...CartBadgeFields\n    items {\n      ...CartItemFields\n    }\n    itemsByStore {\n      store {\n        id\n        databaseId\n        name\n        logoUrl\n      }\n      deliveryFee\n      subtotal\n      total\n      points\n      totalItems\n      items {\n        ...CartItemFields\n      }\n    }\n    issues {\n      ...CartIssueFields\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    ...CartBadgeFields\n    items {\n      ...CartItemFields\n    }\n    itemsByStore {\n      store {\n        id\n        databaseId\n        name\n        logoUrl\n      }\n      deliveryFee\n      subtotal\n      total\n      points\n      totalItems\n      items {\n        ...CartItemFields\n      }\n    }\n    issues {\n      ...CartIssueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartBadge {\n    cart {\n      ...CartBadgeFields\n    }\n  }\n"): (typeof documents)["\n  query CartBadge {\n    cart {\n      ...CartBadgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($input: AddToCartInput!) {\n    addToCart(input: $input) {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItemQuantity($input: UpdateCartItemQuantityInput!) {\n    updateCartItemQuantity(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($input: RemoveCartItemInput!) {\n    removeCartItem(input: $input) {\n      cart {\n        ...CartFields\n      }\n      removedItemId\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCartPrices {\n    acceptCartPrices {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCartPrices {\n    acceptCartPrices {\n      cart {\n        ...CartFields\n      }\n      message\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPreview($input: CheckoutPreviewInput) {\n    checkoutPreview(input: $input) {\n      canPlaceOrder\n      itemsTotal\n      deliveryTotal\n      discount\n      total\n      pointsToEarn\n      coupon {\n        code\n        description\n        kind\n        value\n      }\n      stores {\n        store {\n          id\n          databaseId\n          name\n          logoUrl\n        }\n        deliveryFee\n        discount\n        itemsTotal\n        total\n        points\n        items {\n          ...CartItemFields\n        }\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPreview($input: CheckoutPreviewInput) {\n    checkoutPreview(input: $input) {\n      canPlaceOrder\n      itemsTotal\n      deliveryTotal\n      discount\n      total\n      pointsToEarn\n      coupon {\n        code\n        description\n        kind\n        value\n      }\n      stores {\n        store {\n          id\n          databaseId\n          name\n          logoUrl\n        }\n        deliveryFee\n        discount\n        itemsTotal\n        total\n        points\n        items {\n          ...CartItemFields\n        }\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        databaseId\n        number\n      }\n      cart {\n        ...CartFields\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      replayed\n      order {\n        id\n        databaseId\n        number\n      }\n      cart {\n        ...CartFields\n      }\n      issues {\n        ...CartIssueFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    databaseId\n    name\n    path\n    unit\n    price\n    unitPrice\n    images\n    points\n    addToCartQuantity\n    rating {\n      average\n      count\n    }\n    promotion {\n      state\n      active\n      endsAt\n      discountPercent\n    }\n    store {\n      id\n      databaseId\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    databaseId\n    name\n    path\n    unit\n    price\n    unitPrice\n    images\n    points\n    addToCartQuantity\n    rating {\n      average\n      count\n    }\n    promotion {\n      state\n      active\n      endsAt\n      discountPercent\n    }\n    store {\n      id\n      databaseId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductConnectionFields on ProductConnection {\n    edges {\n      cursor\n      node {\n        ...ProductCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment ProductConnectionFields on ProductConnection {\n    edges {\n      cursor\n      node {\n        ...ProductCardFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExploreProducts($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      ...ProductConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query ExploreProducts($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {\n    products(first: $first, after: $after, filter: $filter, sort: $sort) {\n      totalCount\n      ...ProductConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Segments {\n    segments {\n      id\n      name\n      slug\n      imageUrl\n      isFallback\n    }\n  }\n"): (typeof documents)["\n  query Segments {\n    segments {\n      id\n      name\n      slug\n      imageUrl\n      isFallback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOptions {\n    stores(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          city\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreOptions {\n    stores(first: 100) {\n      edges {\n        node {\n          id\n          databaseId\n          name\n          city\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($term: String!) {\n    searchSuggestions(term: $term) {\n      ...ProductCardFields\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($term: String!) {\n    searchSuggestions(term: $term) {\n      ...ProductCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordProductView($input: RecordProductViewInput!) {\n    recordProductView(input: $input) {\n      viewedAt\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordProductView($input: RecordProductViewInput!) {\n    recordProductView(input: $input) {\n      viewedAt\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRecommendations {\n    homeRecommendations {\n      ...ProductCardFields\n    }\n  }\n"): (typeof documents)["\n  query HomeRecommendations {\n    homeRecommendations {\n      ...ProductCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewed($first: Int!) {\n    recentlyViewed(first: $first) {\n      edges {\n        node {\n          viewedAt\n          product {\n            ...ProductCardFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentlyViewed($first: Int!) {\n    recentlyViewed(first: $first) {\n      edges {\n        node {\n          viewedAt\n          product {\n            ...ProductCardFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Banners {\n    banners {\n      id\n      title\n      subtitle\n      ctaText\n      ctaLink\n      desktopImageUrl\n      mobileImageUrl\n      backgroundGradient\n      position\n    }\n    bannerSettings {\n      autoplayEnabled\n      transitionMs\n      showIndicators\n      showNavigation\n    }\n  }\n"): (typeof documents)["\n  query Banners {\n    banners {\n      id\n      title\n      subtitle\n      ctaText\n      ctaLink\n      desktopImageUrl\n      mobileImageUrl\n      backgroundGradient\n      position\n    }\n    bannerSettings {\n      autoplayEnabled\n      transitionMs\n      showIndicators\n      showNavigation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    description\n    stock\n    quantityControl\n    conversionValue\n    isFavorite\n    segment {\n      id\n      name\n      slug\n    }\n    store {\n      id\n      databaseId\n      name\n      city\n      logoUrl\n    }\n    reviews(first: $reviewsFirst, after: $reviewsAfter) {\n      totalCount\n      edges {\n        node {\n          id\n          authorName\n          rating\n          comment\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetailFields on Product {\n    ...ProductCardFields\n    description\n    stock\n    quantityControl\n    conversionValue\n    isFavorite\n    segment {\n      id\n      name\n      slug\n    }\n    store {\n      id\n      databaseId\n      name\n      city\n      logoUrl\n    }\n    reviews(first: $reviewsFirst, after: $reviewsAfter) {\n      totalCount\n      edges {\n        node {\n          id\n          authorName\n          rating\n          comment\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductBySlug($storeSlug: String!, $productSlug: String!, $reviewsFirst: Int!, $reviewsAfter: String) {\n    productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {\n      ...ProductDetailFields\n    }\n  }\n"): (typeof documents)["\n  query ProductBySlug($storeSlug: String!, $productSlug: String!, $reviewsFirst: Int!, $reviewsAfter: String) {\n    productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {\n      ...ProductDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResolveProductPath($path: String!) {\n    resolveProductPath(path: $path) {\n      redirectTo\n      product {\n        id\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResolveProductPath($path: String!) {\n    resolveProductPath(path: $path) {\n      redirectTo\n      product {\n        id\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePage($id: ID!, $first: Int!, $after: String) {\n    store(id: $id) {\n      id\n      databaseId\n      name\n      city\n      description\n      logoUrl\n      phone\n      products(first: $first, after: $after) {\n        totalCount\n        ...ProductConnectionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StorePage($id: ID!, $first: Int!, $after: String) {\n    store(id: $id) {\n      id\n      databaseId\n      name\n      city\n      description\n      logoUrl\n      phone\n      products(first: $first, after: $after) {\n        totalCount\n        ...ProductConnectionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      logoUrl\n      faviconUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyOverview($first: Int!) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first) {\n        edges {\n          node {\n            id\n            points\n            kind\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyOverview($first: Int!) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first) {\n        edges {\n          node {\n            id\n            points\n            kind\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsHistory($first: Int!, $after: String) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            points\n            kind\n            reason\n            createdAt\n            orderId\n            orderNumber\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointsHistory($first: Int!, $after: String) {\n    viewer {\n      id\n      pointsBalance\n      pointsEntries(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            points\n            kind\n            reason\n            createdAt\n            orderId\n            orderNumber\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReferral {\n    viewer {\n      id\n      referralCode\n    }\n  }\n"): (typeof documents)["\n  query MyReferral {\n    viewer {\n      id\n      referralCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressFields on OrderAddress {\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n  }\n"): (typeof documents)["\n  fragment OrderAddressFields on OrderAddress {\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubOrderFields on SubOrder {\n    id\n    orderId\n    orderDatabaseId\n    orderNumber\n    status\n    statusLabel\n    nextStatus\n    itemsTotal\n    deliveryFee\n    discount\n    total\n    pointsToEarn\n    cancelReason\n    paymentMethod\n    changeFor\n    createdAt\n    updatedAt\n    store {\n      id\n      databaseId\n      name\n      phone\n      logoUrl\n    }\n    items {\n      id\n      productName\n      unit\n      quantity\n      unitPrice\n      total\n      unitPoints\n      points\n      product {\n        id\n        name\n        path\n        images\n      }\n    }\n    timeline {\n      id\n      status\n      statusLabel\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SubOrderFields on SubOrder {\n    id\n    orderId\n    orderDatabaseId\n    orderNumber\n    status\n    statusLabel\n    nextStatus\n    itemsTotal\n    deliveryFee\n    discount\n    total\n    pointsToEarn\n    cancelReason\n    paymentMethod\n    changeFor\n    createdAt\n    updatedAt\n    store {\n      id\n      databaseId\n      name\n      phone\n      logoUrl\n    }\n    items {\n      id\n      productName\n      unit\n      quantity\n      unitPrice\n      total\n      unitPoints\n      points\n      product {\n        id\n        name\n        path\n        images\n      }\n    }\n    timeline {\n      id\n      status\n      statusLabel\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    databaseId\n    number\n    createdAt\n    paymentMethod\n    changeFor\n    couponCode\n    itemsTotal\n    deliveryTotal\n    discount\n    total\n    pointsToEarn\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n    subOrders {\n      ...SubOrderFields\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    databaseId\n    number\n    createdAt\n    paymentMethod\n    changeFor\n    couponCode\n    itemsTotal\n    deliveryTotal\n    discount\n    total\n    pointsToEarn\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n    subOrders {\n      ...SubOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($first: Int!, $after: String) {\n    viewer {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            number\n            createdAt\n            total\n            pointsToEarn\n            paymentMethod\n            subOrders {\n              id\n              status\n              statusLabel\n              total\n              store {\n                id\n                name\n              }\n              items {\n                id\n                quantity\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($first: Int!, $after: String) {\n    viewer {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            databaseId\n            number\n            createdAt\n            total\n            pointsToEarn\n            paymentMethod\n            subOrders {\n              id\n              status\n              statusLabel\n              total\n              store {\n                id\n                name\n              }\n              items {\n                id\n                quantity\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPoints {\n    viewer {\n      id\n      pointsBalance\n    }\n  }\n"): (typeof documents)["\n  query MyPoints {\n    viewer {\n      id\n      pointsBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...SubOrderFields\n    }\n  }\n"): (typeof documents)["\n  subscription OrderUpdated($orderId: ID!) {\n    orderUpdated(orderId: $orderId) {\n      ...SubOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...SubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...SubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    label\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n    principal\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AddressFields on Address {\n    id\n    label\n    street\n    number\n    complement\n    district\n    city\n    state\n    postalCode\n    principal\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    viewer {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAddresses {\n    viewer {\n      id\n      addresses {\n        ...AddressFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAddress($input: CreateAddressInput!) {\n    createAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddress($input: UpdateAddressInput!) {\n    updateAddress(input: $input) {\n      address {\n        ...AddressFields\n      }\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPrincipalAddress($input: AddressIdInput!) {\n    setPrincipalAddress(input: $input) {\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPrincipalAddress($input: AddressIdInput!) {\n    setPrincipalAddress(input: $input) {\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      deletedAddressId\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($input: AddressIdInput!) {\n    deleteAddress(input: $input) {\n      deletedAddressId\n      user {\n        ...ViewerFields\n        addresses {\n          ...AddressFields\n        }\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupCep($cep: String!) {\n    lookupCep(cep: $cep) {\n      address {\n        cep\n        street\n        district\n        city\n        state\n        ibge\n        source\n        confidence\n      }\n      retryAfterSeconds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupCep($cep: String!) {\n    lookupCep(cep: $cep) {\n      address {\n        cep\n        street\n        district\n        city\n        state\n        ibge\n        source\n        confidence\n      }\n      retryAfterSeconds\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAvatar($input: UploadAvatarInput!) {\n    uploadAvatar(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAvatar {\n    removeAvatar {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAvatar {\n    removeAvatar {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n      revokedSessions\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      signedOut\n      revokedSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFavorite($input: ToggleFavoriteInput!) {\n    toggleFavorite(input: $input) {\n      favorited\n      product {\n        id\n        isFavorite\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFavorite($input: ToggleFavoriteInput!) {\n    toggleFavorite(input: $input) {\n      favorited\n      product {\n        id\n        isFavorite\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFavorites($first: Int!, $after: String) {\n    viewer {\n      id\n      favorites(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            createdAt\n            product {\n              id\n              name\n              images\n              unitPrice\n              price\n              path\n              isFavorite\n              store {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFavorites($first: Int!, $after: String) {\n    viewer {\n      id\n      favorites(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            createdAt\n            product {\n              id\n              name\n              images\n              unitPrice\n              price\n              path\n              isFavorite\n              store {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorSubOrderFields on SubOrder {\n    ...SubOrderFields\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n  }\n"): (typeof documents)["\n  fragment VendorSubOrderFields on SubOrder {\n    ...SubOrderFields\n    address {\n      ...OrderAddressFields\n    }\n    customer {\n      name\n      email\n      phone\n      totalSpent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorOrders($first: Int!, $after: String, $status: SubOrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          orderNumber\n          status\n          statusLabel\n          total\n          paymentMethod\n          createdAt\n          store {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          items {\n            id\n            quantity\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorOrders($first: Int!, $after: String, $status: SubOrderStatus) {\n    vendorOrders(first: $first, after: $after, status: $status) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          orderNumber\n          status\n          statusLabel\n          total\n          paymentMethod\n          createdAt\n          store {\n            id\n            name\n          }\n          customer {\n            name\n          }\n          items {\n            id\n            quantity\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorSubOrder($id: ID!) {\n    subOrder(id: $id) {\n      ...VendorSubOrderFields\n    }\n  }\n"): (typeof documents)["\n  query VendorSubOrder($id: ID!) {\n    subOrder(id: $id) {\n      ...VendorSubOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceSubOrder($input: AdvanceSubOrderInput!) {\n    advanceSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceSubOrder($input: AdvanceSubOrderInput!) {\n    advanceSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VendorCancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VendorCancelSubOrder($input: CancelSubOrderInput!) {\n    cancelSubOrder(input: $input) {\n      subOrder {\n        ...VendorSubOrderFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StoreOrderUpdated {\n    storeOrderUpdated {\n      id\n      status\n      statusLabel\n      nextStatus\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription StoreOrderUpdated {\n    storeOrderUpdated {\n      id\n      status\n      statusLabel\n      nextStatus\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;