// Test helpers for the session: a viewer fixture and the MockedProvider mocks the SessionProvider
// needs (the `viewer` query, and a silent `viewerChanged` subscription while signed in).
import type { MockLink } from '@apollo/client/testing';
import type { Role } from '../gql/graphql';
import { cartBadgeMock } from '../cart/testing';
import { ViewerChangedDocument, ViewerDocument } from './documents';
import { CartShareEventsDocument } from '../sharing/documents';
import { ChatEventsDocument, ChatUnreadDocument } from '../chat/documents';
import { NotificationAddedDocument, UnreadNotificationsDocument } from '../notifications/documents';
import type { Viewer } from './SessionProvider';

export function makeViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'User',
    id: 'VXNlcjox',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    phone: '33988887777',
    cpf: '52998224725',
    role: 'CONSUMER' as Role,
    isAdmin: false,
    canShareCarts: false,
    specialty: null,
    avatarUrl: null,
    referralCode: 'MARIA123',
    mainAddress: null,
    ...overrides,
  };
}

/**
 * Mocks for the SessionProvider: `viewer` answers with the given user (or null, a visitor),
 * reusable many times; 'loading' never answers. A signed-in viewer also gets a
 * `viewerChanged` subscription that stays open without events.
 */
export function sessionMocks(viewer: Viewer | null | 'loading' = null): MockLink.MockedResponse[] {
  if (viewer === 'loading') {
    return [{ request: { query: ViewerDocument }, delay: Infinity, maxUsageCount: 1000 }];
  }
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: ViewerDocument }, result: { data: { viewer } }, maxUsageCount: 1000, delay: 0 },
  ];
  if (viewer) mocks.push(...silentViewerChanged());
  // The tab bar's cart badge (and the cart pop-up) ask for the cart of a signed-in user: empty here.
  if (viewer) mocks.push(cartBadgeMock(), chatUnreadMock(), unreadNotificationsMock());
  return mocks;
}

/** The signed-in user's subscriptions (`viewerChanged`, `cartShareEvents`, `chatEvents`, `notificationAdded`), open without events (for tests that sign in). */
export function silentViewerChanged(): MockLink.MockedResponse[] {
  return [ViewerChangedDocument, CartShareEventsDocument, ChatEventsDocument, NotificationAddedDocument].map((query) => ({ request: { query }, delay: Infinity, maxUsageCount: 1000 }));
}

/** The bell's unread count (0 unless given). */
export function unreadNotificationsMock(count = 0): MockLink.MockedResponse {
  return { request: { query: UnreadNotificationsDocument }, result: { data: { unreadNotifications: count } }, maxUsageCount: 1000, delay: 0 };
}

/** The Chat tab's unread count (0 unless given). */
export function chatUnreadMock(asCustomer = 0): MockLink.MockedResponse {
  return { request: { query: ChatUnreadDocument }, result: { data: { chatUnread: { __typename: 'ChatUnread', asCustomer, store: 0, support: 0 } } }, maxUsageCount: 1000, delay: 0 };
}

/**
 * A `viewer` mock whose answer can change during the test (e.g. null before a sign-in, the user
 * after): `answer.current` is read on every request.
 */
export function switchableViewer(initial: Viewer | null = null) {
  const answer = { current: initial };
  const mock: MockLink.MockedResponse = {
    request: { query: ViewerDocument },
    result: () => ({ data: { viewer: answer.current } }),
    maxUsageCount: 1000,
    delay: 0,
  };
  return { answer, mock };
}
