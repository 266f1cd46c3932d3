import { MessagesPage } from '@/features/admin/messages/components/messages-page';

export default function Route() {
  return <MessagesPage />;
}
