// /admin/support 'Suporte': the conversations with support, which admins answer.
import type { ScreenProps } from '../../routes/screenProps';
import { Inbox } from './Inbox';

export default function SupportInboxPage(props: ScreenProps) {
  return <Inbox {...props} support />;
}
