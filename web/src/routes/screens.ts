import type { ComponentType } from 'react';
import type { ScreenKey } from './table';

/** Props every screen receives from the route table. */
export interface ScreenProps {
  /** The route's pt-BR title. */
  title: string;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

/** Lazy chunk per screen; each screen module default-exports its component. */
export const screenLoaders: Record<ScreenKey, () => Promise<ScreenModule>> = {
  landing: () => import('../pages/LandingPage'),
  splash: () => import('../pages/SplashPage'),
  notFound: () => import('../pages/NotFoundPage'),
  placeholder: () => import('../pages/PlaceholderPage'),
  login: () => import('../pages/auth/LoginPage'),
  signup: () => import('../pages/auth/SignupPage'),
  recoverPassword: () => import('../pages/auth/RecoverPasswordPage'),
  resetPassword: () => import('../pages/auth/ResetPasswordPage'),
  profile: () => import('../pages/profile/ProfileHubPage'),
  profileAddresses: () => import('../pages/profile/AddressesPage'),
  profileAddressForm: () => import('../pages/profile/AddressFormPage'),
  profileUserData: () => import('../pages/profile/UserDataPage'),
  profileSettings: () => import('../pages/profile/SettingsPage'),
  profileFavorites: () => import('../pages/profile/FavoritesPage'),
  profileReviews: () => import('../pages/profile/MyReviewsPage'),
  home: () => import('../pages/catalog/HomePage'),
  explore: () => import('../pages/catalog/ExplorePage'),
  product: () => import('../pages/catalog/ProductPage'),
  productRedirect: () => import('../pages/catalog/ProductRedirectPage'),
  store: () => import('../pages/catalog/StorePage'),
  seoRedirect: () => import('../pages/catalog/SeoRedirect'),
  // Cart, checkout and orders.
  cart: () => import('../pages/cart/CartPage'),
  checkout: () => import('../pages/cart/CheckoutPage'),
  sharedCart: () => import('../pages/sharing/SharedCartPage'),
  chat: () => import('../pages/chat/ChatListPage'),
  notifications: () => import('../pages/notifications/NotificationsPage'),
  chatThread: () => import('../pages/chat/ChatThreadPage'),
  support: () => import('../pages/chat/SupportPage'),
  storeInbox: () => import('../pages/chat/StoreInboxPage'),
  supportInbox: () => import('../pages/chat/SupportInboxPage'),
  sharedCarts: () => import('../pages/sharing/SharedCartsPage'),
  orderConfirmation: () => import('../pages/orders/OrderConfirmationPage'),
  orders: () => import('../pages/orders/OrdersPage'),
  orderDetail: () => import('../pages/orders/OrderDetailPage'),
  vendorHome: () => import('../pages/vendor/VendorHomePage'),
  vendorOrders: () => import('../pages/vendor/orders/VendorOrdersPage'),
  vendorDelivery: () => import('../pages/vendor/delivery/DeliveryPage'),
  vendorProducts: () => import('../pages/vendor/products/ProductsPage'),
  vendorCustomers: () => import('../pages/vendor/customers/CustomersPage'),
  vendorSettings: () => import('../pages/vendor/settings/StoreSettingsPage'),
  vendorRestrictions: () => import('../pages/vendor/restrictions/RestrictionsPage'),
  adminProducts: () => import('../pages/admin/products/AdminProductsPage'),
  adminStores: () => import('../pages/admin/stores/AdminStoresPage'),
  adminUsers: () => import('../pages/admin/users/AdminUsersPage'),
  adminLogs: () => import('../pages/admin/logs/AdminLogsPage'),
  adminBanners: () => import('../pages/admin/banners/AdminBannersPage'),
  adminSettings: () => import('../pages/admin/settings/AdminSettingsPage'),
  adminCategories: () => import('../pages/admin/categories/AdminCategoriesPage'),
  adminOrders: () => import('../pages/admin/orders/AdminOrdersPage'),
  autoFixCodes: () => import('../pages/admin/maintenance/AutoFixCodesPage'),
  vendorProductForm: () => import('../pages/vendor/products/ProductFormPage'),
  vendorProductCsv: () => import('../pages/vendor/products/ProductCsvPage'),
  vendorOrderDetail: () => import('../pages/vendor/orders/VendorOrderDetailPage'),
  // Loyalty club.
  rewards: () => import('../pages/loyalty/RewardsPage'),
  pointsHistory: () => import('../pages/loyalty/PointsHistoryPage'),
  referrals: () => import('../pages/loyalty/ReferralsPage'),
  rewardDetail: () => import('../pages/loyalty/RewardDetailPage'),
  redemptions: () => import('../pages/loyalty/RedemptionsPage'),
  physicalPurchases: () => import('../pages/loyalty/PhysicalPurchasesPage'),
  adminRewards: () => import('../pages/admin/rewards/AdminRewardsPage'),
  adminRedemptions: () => import('../pages/admin/redemptions/AdminRedemptionsPage'),
  adminLoyalty: () => import('../pages/admin/loyalty/AdminLoyaltyPage'),
  vendorAdjustPoints: () => import('../pages/vendor/points/AdjustPointsPage'),
  adminHome: () => import('../pages/admin/AdminHomePage'),
  adminCoupons: () => import('../pages/admin/coupons/CouponsPage'),
};
