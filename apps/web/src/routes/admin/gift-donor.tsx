import { useParams } from 'react-router';
import { DonorPage } from '@/features/admin/gifts/components/donor-page';

export default function Route() {
  const { email = '' } = useParams();
  // A new donor, a new screen: nothing of the last one's page carries over.
  return <DonorPage key={email} email={email} />;
}
