// A list of conversations (the customer's /chat, the store's inbox, support's inbox): the other
// side's logo or initials and name, the last message and its time, and the unread badge. Live: the
// app's chat subscription updates each conversation in the cache and brings new ones in.
import { Avatar, Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatTime } from '@common/dates';
import type { ConversationFieldsFragment } from '../../gql/graphql';
import { ChatIcon } from '../../ui/icons';
import { EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { CHAT_TEXTS } from '@common/chat';

/** 'HH:mm' today, else 'dd/MM/yyyy' (UTC−3). */
export function messageTime(iso: string, now = new Date()): string {
  return formatDate(iso) === formatDate(now) ? formatTime(iso) : formatDate(iso);
}

export function chatPath(conversationId: string): string {
  return `/chat/${encodeURIComponent(conversationId)}`;
}

function ConversationRow({ conversation }: { conversation: ConversationFieldsFragment }) {
  const last = conversation.lastMessage[0];
  const unread = conversation.unreadCount;
  return (
    <Box as="li" listStyleType="none">
      <HStack
        asChild
        gap="3"
        p="3"
        rounded="xl"
        bg="bg"
        borderWidth="1px"
        borderColor="border.muted"
        _hover={{ borderColor: 'brand.solid' }}
        data-testid="conversation-row"
      >
        <RouterLink to={chatPath(conversation.id)}>
          <Avatar.Root size="md" shape={conversation.store?.logoUrl ? 'rounded' : 'full'}>
            <Avatar.Fallback name={conversation.title} />
            {conversation.store?.logoUrl && <Avatar.Image src={conversation.store.logoUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight={unread > 0 ? 'bold' : 'semibold'} truncate>
                {conversation.title}
              </Text>
              {last && (
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {messageTime(last.createdAt)}
                </Text>
              )}
            </HStack>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" color={unread > 0 ? 'fg' : 'fg.muted'} truncate>
                {last ? `${last.mine ? 'Você: ' : ''}${last.body}` : 'Nenhuma mensagem ainda'}
              </Text>
              {unread > 0 && (
                <Badge colorPalette="red" variant="solid" rounded="full" data-testid="conversation-unread">
                  {unread}
                  <VisuallyHidden>{unread === 1 ? ' mensagem não lida' : ' mensagens não lidas'}</VisuallyHidden>
                </Badge>
              )}
            </HStack>
          </Stack>
        </RouterLink>
      </HStack>
    </Box>
  );
}

export function ConversationList({
  conversations,
  loading,
  failed,
  onRetry,
  pageInfo,
  onLoadMore,
  emptyTitle,
  emptyHint,
  emptyAction,
}: {
  conversations: ConversationFieldsFragment[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pageInfo?: { hasNextPage: boolean; endCursor?: string | null };
  onLoadMore: (after: string | null | undefined) => Promise<unknown>;
  emptyTitle: string;
  emptyHint: string;
  emptyAction?: React.ReactNode;
}) {
  if (!conversations && loading) return <ListSkeleton label="Carregando conversas" count={3} h="20" />;
  if (!conversations || failed) return <LoadError message={CHAT_TEXTS.loadError} onRetry={onRetry} />;
  if (conversations.length === 0) return <EmptyState icon={ChatIcon} title={emptyTitle} hint={emptyHint} action={emptyAction} />;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" m="0" p="0" aria-label="Conversas">
        {conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} />
        ))}
      </Stack>
      {pageInfo && <LoadMoreButton pageInfo={pageInfo} onLoadMore={onLoadMore} />}
    </Stack>
  );
}
