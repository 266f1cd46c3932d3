import { data, useActionData, type ActionFunctionArgs } from 'react-router';
import { sendContactMessage } from '@/features/contact/api/send-contact-message.server';
import { ContactPage } from '@/features/contact/components/contact-page';
import { visitorHeadersOf } from '@/lib/route-action';
import { headMeta } from '@/lib/seo';
import { pageHead } from '@/lib/seo.server';

export { PageErrorBoundary as ErrorBoundary } from '@/app/page-error';

export function loader() {
  return {
    head: pageHead({
      title: 'Contact',
      description:
        'Write with a question about a resource, for help with an order, or to ask for prayer. Every message is answered within 24 hours.',
      canonicalPath: '/contact',
    }),
  };
}

export const meta = headMeta();

/** The form's post, checked with the contract and sent on; works without the page's JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { answer, status } = await sendContactMessage(
    await request.formData(),
    visitorHeadersOf(context),
  );
  return data(answer, { status });
}

export default function Route() {
  return <ContactPage answer={useActionData<typeof action>()} />;
}
