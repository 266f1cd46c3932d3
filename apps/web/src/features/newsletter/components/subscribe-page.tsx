import type { MailingList } from '@ministry/contracts';
import { PageHeader } from '@/components/ui/page-header';
import type { SubscribeAnswer } from '../lib/subscribe-form';
import SubscribeForm from './subscribe-form';

/**
 * `/subscribe`: the form on a page of its own. A form posted without JavaScript from any page
 * lands here, with its answer ("check your inbox", or what to put right).
 */
export function SubscribePage({
  lists,
  answer,
}: {
  lists: MailingList[];
  answer?: SubscribeAnswer | undefined;
}) {
  return (
    <>
      <PageHeader
        title="Subscribe by Email"
        lead="Reflections from the journal, new resources and the seasonal series of the Church year, sent to your inbox. We ask you to confirm first, and you can leave at any time."
      />
      <SubscribeForm
        place="subscribe-page"
        lists={lists}
        answer={answer}
        title="Choose your lists"
      />
    </>
  );
}
